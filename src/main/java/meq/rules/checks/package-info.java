/**
 * The invariants checked after every action in tests and --check runs.
 */
package meq.rules.checks;
