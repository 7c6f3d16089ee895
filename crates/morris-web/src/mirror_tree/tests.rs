//! The mirror's choices, on trees made by hand.

use super::*;
use accesskit::{Rect, TreeId, TreeInfo};

fn node(role: Role, label: &str, bounds: Rect, children: &[u64]) -> Node {
    let mut node = Node::new(role);
    if !label.is_empty() {
        node.set_label(label);
    }
    node.set_bounds(bounds);
    node.set_children(children.iter().map(|&c| NodeId(c)).collect::<Vec<_>>());
    node
}

fn tree(nodes: Vec<(u64, Node)>) -> TreeUpdate {
    TreeUpdate {
        nodes: nodes.into_iter().map(|(id, n)| (NodeId(id), n)).collect(),
        tree: Some(TreeInfo::new(NodeId(1))),
        tree_id: TreeId::ROOT,
        focus: NodeId(1),
    }
}

fn rect(x0: f64, y0: f64, x1: f64, y1: f64) -> Rect {
    Rect { x0, y0, x1, y1 }
}

/// A window with a heading text, a checked radio, a slider and a text
/// field, inside an unnamed container, under the root.
fn dialog() -> TreeUpdate {
    let mut radio = node(
        Role::RadioButton,
        "Computer",
        rect(20.0, 40.0, 120.0, 60.0),
        &[],
    );
    radio.set_toggled(Toggled::True);
    let mut run = Node::new(Role::TextRun);
    run.set_value("Who plays");
    radio.add_action(Action::Click);
    // Named by the label beside it.
    let mut slider = node(Role::Slider, "", rect(20.0, 70.0, 220.0, 90.0), &[]);
    slider.push_labelled_by(NodeId(4));
    slider.set_numeric_value(3.0);
    slider.set_min_numeric_value(1.0);
    slider.set_max_numeric_value(10.0);
    // Labels and windows take clicks in egui (to select text, to come
    // to the front): they stay a text and a dialog.
    let mut text = Node::new(Role::Label);
    text.set_value("Who plays");
    text.add_action(Action::Click);
    text.set_children(vec![NodeId(8)]);
    let mut window = node(
        Role::Window,
        "New game",
        rect(10.0, 10.0, 300.0, 300.0),
        &[4, 5, 6, 7],
    );
    window.add_action(Action::Click);
    tree(vec![
        (
            1,
            node(Role::Window, "", rect(0.0, 0.0, 800.0, 600.0), &[2]),
        ),
        (
            2,
            node(
                Role::GenericContainer,
                "",
                rect(0.0, 0.0, 800.0, 600.0),
                &[3],
            ),
        ),
        (3, window),
        (4, text),
        (8, run),
        (5, radio),
        (6, slider),
        (
            7,
            node(
                Role::TextInput,
                "Rules file",
                rect(20.0, 100.0, 220.0, 120.0),
                &[],
            ),
        ),
    ])
}

#[test]
fn a_dialog_is_shown_in_order_with_its_roles_and_states() {
    let shown = mirrored(&dialog());
    let ids: Vec<u64> = shown.iter().map(|s| s.id.0).collect();
    // The unnamed container is left out.
    assert_eq!(ids, [3, 4, 5, 6, 7]);
    let window = &shown[0];
    assert_eq!(
        window.kind,
        Kind::Group {
            role: Some("dialog")
        }
    );
    assert_eq!(window.name, "New game");
    // The root is the mirror itself.
    assert_eq!(window.parent, None);
    assert!(window.has_children && !shown[1].has_children);
    assert_eq!(shown[1].parent, Some(NodeId(3)));
    assert_eq!(
        (&shown[1].kind, shown[1].name.as_str()),
        (&Kind::Text, "Who plays")
    );
    let radio = &shown[2];
    assert_eq!(
        radio.kind,
        Kind::Button {
            role: Some("radio")
        }
    );
    assert_eq!(radio.checked, Some(Toggled::True));
    // Placed from the window's corner.
    assert_eq!(radio.place, Some([10.0, 30.0, 100.0, 20.0]));
    assert_eq!(shown[3].name, "Who plays");
    assert_eq!(
        shown[3].kind,
        Kind::Range {
            value: 3.0,
            min: 1.0,
            max: 10.0,
            step: 1.0
        }
    );
    // The dialog's text field, named by its label, not by its text.
    assert_eq!(shown[4].name, "Rules file");
    assert_eq!(
        shown[4].kind,
        Kind::TextField {
            value: String::new(),
            secret: false
        }
    );
}

#[test]
fn only_a_dialogs_text_fields_are_shown() {
    let mut typed = node(Role::TextInput, "", rect(0.0, 0.0, 50.0, 20.0), &[]);
    typed.set_value("Ada");
    typed.push_labelled_by(NodeId(4));
    let mut label = Node::new(Role::Label);
    label.set_value("Your name:");
    let mut window = node(Role::Window, "Lobby", rect(0.0, 0.0, 90.0, 90.0), &[4, 3]);
    window.add_action(Action::Click);
    let shown = mirrored(&tree(vec![
        (
            1,
            node(Role::Window, "", rect(0.0, 0.0, 100.0, 100.0), &[2, 5]),
        ),
        // The board's move field, in no dialog.
        (
            2,
            node(Role::TextInput, "Move", rect(0.0, 0.0, 9.0, 9.0), &[]),
        ),
        (5, window),
        (4, label),
        (3, typed),
    ]));
    let ids: Vec<u64> = shown.iter().map(|s| s.id.0).collect();
    assert_eq!(ids, [5, 4, 3]);
    assert_eq!(shown[2].name, "Your name:");
    assert_eq!(
        shown[2].kind,
        Kind::TextField {
            value: "Ada".into(),
            secret: false
        }
    );
}

#[test]
fn a_password_field_is_mirrored_as_one() {
    let mut field = node(Role::PasswordInput, "", rect(0.0, 0.0, 50.0, 20.0), &[]);
    field.set_value("••••");
    field.set_label("Password (optional)");
    let mut window = node(Role::Window, "Lobby", rect(0.0, 0.0, 90.0, 90.0), &[3]);
    window.add_action(Action::Click);
    let shown = mirrored(&tree(vec![
        (
            1,
            node(Role::Window, "", rect(0.0, 0.0, 100.0, 100.0), &[2]),
        ),
        (2, window),
        (3, field),
    ]));
    let field = shown
        .iter()
        .find(|s| s.id.0 == 3)
        .expect("the field is shown");
    assert_eq!(
        field.kind,
        Kind::TextField {
            value: "••••".into(),
            secret: true
        }
    );
}

#[test]
fn a_board_point_is_described_by_what_stands_on_it() {
    let mut point = node(Role::Button, "d6", rect(5.0, 5.0, 25.0, 25.0), &[]);
    point.set_description("White");
    point.add_action(Action::Click);
    let shown = mirrored(&tree(vec![
        (
            1,
            node(Role::Window, "", rect(0.0, 0.0, 100.0, 100.0), &[2]),
        ),
        (2, point),
    ]));
    assert_eq!(shown[0].name, "d6");
    assert_eq!(shown[0].description.as_deref(), Some("White"));
    assert_eq!(shown[0].kind, Kind::Button { role: None });
}

#[test]
fn a_menu_under_its_button_follows_it() {
    let mut button = node(Role::Button, "Learn", rect(0.0, 0.0, 50.0, 20.0), &[3]);
    button.add_action(Action::Click);
    let mut entry = node(Role::Button, "Puzzles", rect(0.0, 20.0, 80.0, 40.0), &[]);
    entry.add_action(Action::Click);
    let shown = mirrored(&tree(vec![
        (
            1,
            node(Role::Window, "", rect(0.0, 0.0, 100.0, 100.0), &[2]),
        ),
        (2, button),
        (3, node(Role::Menu, "", rect(0.0, 20.0, 80.0, 60.0), &[4])),
        (4, entry),
    ]));
    let placed: Vec<(u64, Option<u64>)> = shown
        .iter()
        .map(|s| (s.id.0, s.parent.map(|p| p.0)))
        .collect();
    // The menu is the button's sibling, after it; its entry inside it.
    assert_eq!(placed, [(2, None), (3, None), (4, Some(3))]);
    assert!(!shown[0].has_children);
    assert_eq!(shown[2].place, Some([0.0, 0.0, 80.0, 20.0]));
}

#[test]
fn a_malformed_tree_is_shown_without_looping_or_panicking() {
    // A cycle, a child named twice, a child that does not exist, no root.
    let cyclic = tree(vec![
        (
            1,
            node(Role::Window, "", rect(0.0, 0.0, 1.0, 1.0), &[2, 2, 9]),
        ),
        (2, node(Role::Group, "", rect(0.0, 0.0, 1.0, 1.0), &[1, 3])),
        (3, node(Role::Button, "OK", rect(0.0, 0.0, 1.0, 1.0), &[])),
    ]);
    let ids: Vec<u64> = mirrored(&cyclic).iter().map(|s| s.id.0).collect();
    assert_eq!(ids, [3]);
    let mut rootless = cyclic;
    rootless.tree = None;
    assert!(mirrored(&rootless).is_empty());
}
