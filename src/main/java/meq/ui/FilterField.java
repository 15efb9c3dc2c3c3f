package meq.ui;

import javax.swing.JTextField;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;

/** A search box: its name, its grey hint and a clear button; each change of its words runs the filter. */
final class FilterField {
    private FilterField() {
    }

    /** Makes the field a search box that runs the filter on every change of its words. */
    static void of(JTextField field, String name, String hint, Runnable filter) {
        field.setName(name);
        field.putClientProperty("JTextField.placeholderText", hint);
        field.putClientProperty("JTextField.showClearButton", true);
        field.getDocument().addDocumentListener(new DocumentListener() {
            @Override
            public void insertUpdate(DocumentEvent e) {
                filter.run();
            }

            @Override
            public void removeUpdate(DocumentEvent e) {
                filter.run();
            }

            @Override
            public void changedUpdate(DocumentEvent e) {
                filter.run();
            }
        });
    }
}
