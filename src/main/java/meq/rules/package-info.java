/**
 * The engine's contract: Action, Ask, GameEvent, View; and what a step works with: Step, Ctx, Rules, Scope.
 */
package meq.rules;
