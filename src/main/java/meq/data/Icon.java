package meq.data;

/** Movement icons on paths and hero cards. ANY appears only on paths ("any card"). */
public enum Icon {
    PLAINS, HILLS, MOUNTAINS, FOREST, SWAMP, ANY
}
