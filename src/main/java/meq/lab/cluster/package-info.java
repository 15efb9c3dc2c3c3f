/**
 * The lab on several machines: a sweep's samples played by the members of a Hazelcast cluster. Every Hazelcast
 * import of the program is here, reached only by `meq lab worker` and `lab sweep --cluster`, so nothing of it loads
 * for the game or the other commands. The file it reads is docs/DESIGN-NOTES.md's "The lab's cluster".
 */
package meq.lab.cluster;
