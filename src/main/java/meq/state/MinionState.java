package meq.state;

/** A minion in play: where it is (-1 when off the board), its damage, and whether it has entered or left. */
public final class MinionState {
    public enum Status { WAITING, ACTIVE, DEFEATED, RETURNING }

    public final String id;
    public int location = -1;
    public int damage;
    public Status status = Status.WAITING;

    public MinionState(String id) {
        this.id = id;
    }

    public MinionState copy() {
        MinionState m = new MinionState(id);
        m.location = location;
        m.damage = damage;
        m.status = status;
        return m;
    }

    public boolean onBoard() {
        return status == Status.ACTIVE && location >= 0;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof MinionState m && id.equals(m.id) && location == m.location && damage == m.damage
                && status == m.status;
    }

    @Override
    public int hashCode() {
        return id.hashCode() * 31 + location;
    }
}
