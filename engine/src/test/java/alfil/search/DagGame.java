package alfil.search;

import alfil.core.InvalidInputException;
import alfil.core.Move;
import alfil.core.SearchPosition;

/**
 * A deterministic toy game for search tests: a layered graph whose nodes are (ply, state) with 16
 * states per ply, so different paths transpose. The number of moves, their targets, the static
 * evaluation and whether a node without moves is "in check" (mated) all come from a hash of the
 * node and the seed. Moves are never tactical and there is no null move: a plain minimax over
 * {@link #legalMoves} and {@link #evaluate} is the game's value at a given depth.
 */
final class DagGame implements SearchPosition {
  private final int seed;
  private final int height;
  private final int[] plyStack = new int[256];
  private final int[] stateStack = new int[256];
  private int top;

  DagGame(int seed, int height) {
    this.seed = seed;
    this.height = height;
  }

  private int ply() {
    return plyStack[top];
  }

  private int state() {
    return stateStack[top];
  }

  private int mix(int a, int b) {
    int z = seed * 0x9E3779B9 + a * 0x85EBCA6B + b * 0xC2B2AE35;
    z = (z ^ (z >>> 16)) * 0x7FEB352D;
    z = (z ^ (z >>> 15)) * 0x846CA68B;
    return z ^ (z >>> 16);
  }

  private int moveCount() {
    if (ply() >= height) {
      return 0;
    }
    int h = mix(ply(), state()) >>> 4;
    return (h % 10 == 0) ? 0 : 1 + (h % 5);
  }

  @Override
  public int sideToMove() {
    return ply() & 1;
  }

  @Override
  public int legalMoves(int[] moves, int offset) {
    int n = moveCount();
    for (int i = 0; i < n; i++) {
      int target = (mix(ply() * 31 + i, state()) >>> 8) & 15;
      moves[offset + i] = Move.of(1 + i, 100 + target);
    }
    return n;
  }

  @Override
  public void makeMove(int move) {
    plyStack[top + 1] = ply() + 1;
    stateStack[top + 1] = Move.to(move) - 100;
    top++;
  }

  @Override
  public void unmakeMove() {
    top--;
  }

  @Override
  public boolean inCheck() {
    return moveCount() == 0 && (mix(state(), ply() + 77) & 1) == 0;
  }

  @Override
  public int hashLo() {
    return mix(ply() + 1000, state());
  }

  @Override
  public int hashHi() {
    return mix(state() + 5000, ply());
  }

  @Override
  public String moveToText(int move) {
    return "m" + Move.from(move) + "-" + (Move.to(move) - 100);
  }

  @Override
  public int parseMove(String text) throws InvalidInputException {
    throw new InvalidInputException("move", "toy game");
  }

  @Override
  public String toFen() {
    return ply() + "/" + state();
  }

  @Override
  public int tacticalMoves(int[] moves, int offset) {
    return 0;
  }

  @Override
  public boolean isTactical(int move) {
    return false;
  }

  @Override
  public int gainValue(int move) {
    return 0;
  }

  @Override
  public int moverValue(int move) {
    return 0;
  }

  @Override
  public int moverType(int move) {
    return 0;
  }

  @Override
  public int staticExchange(int move) {
    return 0;
  }

  @Override
  public int evaluate() {
    return (mix(ply() + 300, state()) >>> 1) % 401 - 200;
  }

  @Override
  public boolean nullMoveSafe() {
    return false;
  }

  @Override
  public void makeNullMove() {
    throw new UnsupportedOperationException();
  }

  @Override
  public void unmakeNullMove() {
    throw new UnsupportedOperationException();
  }

  @Override
  public int ruleStatus(int pliesFromRoot) {
    return RULE_NONE;
  }

  @Override
  public boolean stalemateLoses() {
    return false;
  }

  @Override
  public int drawContempt() {
    return 0;
  }

  @Override
  public int structureKey() {
    return 0; // no structure to key a correction by
  }
}
