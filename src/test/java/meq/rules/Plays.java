package meq.rules;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The cards (by their snapshot names, e.g. "event:imladris", "eleanor:rest", "zealot:poison-arrow"), abilities
 * ("hero:thalin", "monster:orc", "minion:black-serpent") and tokens ("character:aragorn") a test plays and checks
 * against its printed sentence. {@link CardCoverageTest} lists the ones no test plays.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD, ElementType.TYPE})
public @interface Plays {
    String[] value();
}
