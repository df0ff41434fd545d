# What move-quality.sh and xiangqi-move-quality.sh share; sourced, with $here set to bench/.

# The arguments "JAR... -- FILE...": the jars as absolute paths in the array jars, the files after
# "--" in the array files.
split_jars_and_files() {
  jars=() files=()
  while [ $# -gt 0 ] && [ "$1" != "--" ]; do
    jars+=("$(realpath "$1")")
    shift
  done
  [ $# -gt 0 ] && shift
  files=("$@")
}

# The moves level 8 of each jar chooses in DIR/positions.txt with NODES nodes a move (MoveQuality's
# moves, either game), one file a jar named after it and the node count, kept for reruns; their
# paths in the array outs.
#   choose_moves DIR NODES JAR...
choose_moves() {
  local dir=$1 nodes=$2 jar name
  shift 2
  outs=()
  for jar in "$@"; do
    name=$(basename "$jar" .jar)-$nodes.txt
    if [ ! -s "$dir/$name" ]; then
      java -cp "$jar" "$here/MoveQuality.java" moves "$nodes" "$dir/positions.txt" > "$dir/$name.tmp"
      mv "$dir/$name.tmp" "$dir/$name"
    fi
    outs+=("$dir/$name")
  done
}
