/**
 * The commands: validate, inspect, replay, simulate, odds, advise, combat, bench.
 */
package meq.cli;
