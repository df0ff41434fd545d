package alfil.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Node counting without long, and when the budget stops a search. */
class SearchBudgetTest {

  @Test
  void nodesAreCountedAsMillionsAndTheRest() {
    SearchBudget budget = new SearchBudget();
    budget.start(new SearchLimits());
    for (int k = 0; k < 2_345_678; k++) {
      assertFalse(budget.countNode(), "no limit: never stops");
    }
    assertEquals(2, budget.nodesMillions());
    assertEquals(345_678, budget.nodesRest());
    budget.start(new SearchLimits());
    assertEquals(0, budget.nodesMillions() + budget.nodesRest(), "a new search counts afresh");
  }

  @Test
  void theNodeLimitStopsOnlyAfterTheFirstIterationAtAPoll() {
    SearchLimits limits = new SearchLimits();
    limits.nodes = 1000;
    SearchBudget budget = new SearchBudget();
    budget.start(limits);
    for (int k = 0; k < 5000; k++) {
      assertFalse(budget.countNode(), "the first iteration always completes");
    }
    assertTrue(budget.iterationDone(), "past the limit: no new iteration");
    int counted = 0;
    while (!budget.countNode()) {
      counted++;
    }
    int untilPoll = SearchBudget.POLL_INTERVAL - 5000 % SearchBudget.POLL_INTERVAL;
    assertEquals(untilPoll - 1, counted, "stops at the next poll");
  }

  @Test
  void aStopRequestEndsTheSearchAfterTheFirstIteration() {
    SearchBudget budget = new SearchBudget();
    budget.start(new SearchLimits());
    assertFalse(budget.iterationDone(), "no limit: go on");
    budget.requestStop();
    assertTrue(budget.iterationDone());
    budget.start(new SearchLimits());
    assertFalse(budget.iterationDone(), "a new search forgets the request");
  }

  @Test
  void theSoftDeadlineEndsIterationsTheHardOneTheSearch() {
    SearchLimitsTest.TickingClock clock = new SearchLimitsTest.TickingClock();
    SearchLimits limits = new SearchLimits();
    limits.clock = clock;
    limits.optimumMillis = 10;
    limits.maxMillis = 100;
    SearchBudget budget = new SearchBudget();
    budget.start(limits);
    assertFalse(budget.iterationDone(), "read at 0 ms");
    clock.now = 10;
    assertTrue(budget.iterationDone(), "at the soft deadline");
    for (int k = 0; k < 10 * SearchBudget.POLL_INTERVAL; k++) {
      assertFalse(budget.countNode(), "before the hard deadline: " + clock.now);
    }
    clock.now = 100;
    int counted = 0;
    while (!budget.countNode()) {
      counted++;
    }
    assertTrue(counted < SearchBudget.POLL_INTERVAL, "stops at the next poll: " + counted);
  }

  @Test
  void aStoppedSearchStaysStoppedUntilTheNextOneAndKeepsItsDeepestPly() {
    SearchLimits limits = new SearchLimits();
    limits.nodes = 1;
    SearchBudget budget = new SearchBudget();
    budget.start(limits);
    budget.reached(3);
    budget.reached(7);
    budget.reached(5);
    assertEquals(7, budget.selDepth());
    budget.iterationDone();
    while (!budget.countNode()) {
      assertFalse(budget.stopped(), "not before the poll");
    }
    assertTrue(budget.stopped());
    assertTrue(budget.countNode(), "between polls too");
    assertTrue(budget.stopped());
    budget.start(new SearchLimits());
    assertFalse(budget.stopped(), "a new search starts afresh");
    assertEquals(0, budget.selDepth());
  }
}
