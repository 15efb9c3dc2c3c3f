/**
 * Engine (pending, apply, view), what a seat may see, the Sampler, a new game, and the words files write
 * steps and actions by.
 */
package meq.rules.engine;
