package meq.data;

import org.yaml.snakeyaml.nodes.Node;

/** Reads one combat card: hero cards and skills carry a movement icon, monster combat cards do not. */
final class CardReader {
    private CardReader() {
    }

    static CardDef read(Fields owner, Node node, String field, boolean withIcon, int defaultCopies) {
        Fields f = Fields.of(owner.file(), node, field, owner.problems());
        if (!f.ok()) {
            return null;
        }
        String id = f.id("id");
        String title = f.str("title");
        CardType type = f.enumOf("type", CardType.class);
        int attack = f.integer("attack", 0, 20);
        int defense = f.integer("defense", 0, 20);
        int cost = f.integer("cost", 0, 20);
        Icon icon = null;
        if (withIcon) {
            icon = f.enumOf("icon", Icon.class);
            if (icon == Icon.ANY) {
                f.fail(f.raw("icon"), f.child("icon"),
                        "a card's icon is one of plains, hills, mountains, forest, swamp; \"any\" is only for paths");
            }
        }
        int copies = f.optInt("copies", defaultCopies, 1, 25);
        String text = f.str("text");
        var ability = EffectReader.readAbility(f, "ability");
        if (!f.done()) {
            return null;
        }
        return new CardDef(id, title, type, attack, defense, cost, icon, copies, text, ability);
    }
}
