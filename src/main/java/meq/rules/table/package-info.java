/**
 * Questions and small moves every step shares: who stands where, a hero's attributes, favor and cards changing
 * hands, dominance, active plots, the names players read, and what card effects ask.
 */
package meq.rules.table;
