package meq.rules;

import meq.board.Board;
import meq.data.GameData;
import meq.state.Cards;

/** What every game on the same data shares: the data, the map, and the numbering of cards and tokens. */
public record Rules(GameData data, Board board, Cards cards) {
    public static Rules of(GameData data) {
        return new Rules(data, Board.of(data), new Cards(data));
    }
}
