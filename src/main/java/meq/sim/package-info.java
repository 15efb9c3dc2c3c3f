/**
 * Headless batches: whole games, a preset's odds and their calibration, one combat many times, benchmarks,
 * and the search's advice in words.
 */
package meq.sim;
