package alfil.cli;

import java.io.BufferedReader;
import java.io.PrintStream;

/**
 * The streams a command talks through, injected so tests drive commands as scripted sessions. Only
 * the command's answer goes to {@code out}; errors and diagnostics go to {@code err}.
 */
record Io(BufferedReader in, PrintStream out, PrintStream err) {}
