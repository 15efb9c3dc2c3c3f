package meq.state;

/**
 * A face-down draw pile and its discard pile. "When any card deck or the monster token pile is depleted,
 * reshuffle the discards into a new deck/pile."
 */
public final class Pile {
    private final IntList draw;
    private final IntList discard;

    public Pile() {
        this(new IntList(), new IntList());
    }

    private Pile(IntList draw, IntList discard) {
        this.draw = draw;
        this.discard = discard;
    }

    public Pile copy() {
        return new Pile(draw.copy(), discard.copy());
    }

    public IntList drawPile() {
        return draw;
    }

    public IntList discards() {
        return discard;
    }

    /** Draws the top card, reshuffling the discards first if the pile is empty; -1 when both are empty. */
    public int draw(Rng rng) {
        if (draw.isEmpty()) {
            if (discard.isEmpty()) {
                return -1;
            }
            draw.addAll(discard);
            discard.clear();
            draw.shuffle(rng);
        }
        return draw.pop();
    }

    public void discard(int card) {
        discard.add(card);
    }

    public void shuffle(Rng rng) {
        draw.shuffle(rng);
    }

    /** As {@link #shuffle}, the swaps left until the pile is next read ({@link IntList#shuffleLater}). */
    public void shuffleLater(Rng rng) {
        draw.shuffleLater(rng);
    }

    public int size() {
        return draw.size() + discard.size();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Pile p && draw.equals(p.draw) && discard.equals(p.discard);
    }

    @Override
    public int hashCode() {
        return draw.hashCode() * 31 + discard.hashCode();
    }
}
