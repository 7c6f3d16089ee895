//! What the page's accessible mirror shows of egui's accessibility tree: each
//! node that a screen reader should meet, as the HTML element that says the
//! same thing (a `<button>` with the role of a checkbox, a radio, a menu
//! entry, a combo box; a range input for a slider; a text input for a
//! dialog's text field; a text; a dialog), in the
//! tree's order, placed where egui drew it. Pure, so that it is tested
//! natively; `access_mirror` puts it in the page.

use accesskit::{Action, Node, NodeId, Role, Toggled, TreeUpdate};

/// One element of the mirror.
#[derive(Clone, Debug, PartialEq)]
pub struct Shown {
    pub id: NodeId,
    /// The nearest shown ancestor; none for the mirror's top.
    pub parent: Option<NodeId>,
    pub kind: Kind,
    /// What a screen reader calls it: the label.
    pub name: String,
    /// What it says after the name: a board point's "White" or "empty".
    pub description: Option<String>,
    pub checked: Option<Toggled>,
    pub selected: Option<bool>,
    pub expanded: Option<bool>,
    pub disabled: bool,
    /// Where egui drew it, in points, from its parent's corner (or the
    /// canvas's): left, top, width, height.
    pub place: Option<[f64; 4]>,
    /// Whether other shown nodes sit inside it.
    pub has_children: bool,
}

/// The element a node becomes.
#[derive(Clone, Debug, PartialEq)]
pub enum Kind {
    /// A `<button>`, with an ARIA role when it is not a plain button.
    Button { role: Option<&'static str> },
    /// An `<input type=range>` (a slider), its value and bounds.
    Range {
        value: f64,
        min: f64,
        max: f64,
        step: f64,
    },
    /// An `<input type=text>` (a dialog's text field), its text.
    TextField { value: String },
    /// A text.
    Text,
    /// A `<div>` around other elements, with an ARIA role when it has one.
    Group { role: Option<&'static str> },
}

impl Kind {
    pub fn tag(&self) -> &'static str {
        match self {
            Kind::Button { .. } => "button",
            Kind::Range { .. } | Kind::TextField { .. } => "input",
            Kind::Text => "span",
            Kind::Group { .. } => "div",
        }
    }

    pub fn role(&self) -> Option<&'static str> {
        match self {
            Kind::Button { role } | Kind::Group { role } => *role,
            Kind::Range { .. } | Kind::TextField { .. } | Kind::Text => None,
        }
    }
}

type Nodes<'a> = std::collections::HashMap<NodeId, &'a Node>;

/// The nodes of a whole tree (egui sends the whole tree with every frame)
/// in document order, without those a screen reader has no use for: empty
/// containers' own element (their children stay), the text fields outside a
/// dialog (the board's move field: the page has a real one of its own),
/// hidden nodes.
pub fn mirrored(update: &TreeUpdate) -> Vec<Shown> {
    let Some(root) = update.tree.as_ref().map(|tree| tree.root) else {
        return Vec::new();
    };
    let nodes: Nodes = update.nodes.iter().map(|(id, node)| (*id, node)).collect();
    let mut shown = Vec::new();
    // Depth first, children in order: (node, nearest shown ancestor, its
    // corner, whether it is in a dialog).
    let mut stack = vec![(root, None, (0.0, 0.0), false)];
    let mut visited = std::collections::HashSet::new();
    while let Some((id, parent, origin, in_dialog)) = stack.pop() {
        // A malformed tree (a cycle, a child named twice) is shown once.
        if !visited.insert(id) {
            continue;
        }
        let Some(node) = nodes.get(&id) else {
            continue;
        };
        // A label's runs of text repeat its text, which it says whole.
        let text_field = is_text_field(node.role());
        if node.is_hidden() || (text_field && !in_dialog) || node.role() == Role::TextRun {
            continue;
        }
        // The root is the mirror itself.
        let element = (id != root)
            .then(|| shown_node(id, parent, origin, node, &nodes))
            .flatten();
        let (inner_parent, inner_origin) = match element {
            // What hangs under a control (a combo box's list, a menu
            // button's menu) follows it instead: inside a button a screen
            // reader would not reach it.
            Some(element)
                if matches!(
                    element.kind,
                    Kind::Button { .. } | Kind::Range { .. } | Kind::TextField { .. }
                ) =>
            {
                shown.push(element);
                (parent, origin)
            }
            Some(element) => {
                let corner = node.bounds().map_or(origin, |b| (b.x0, b.y0));
                shown.push(element);
                (Some(id), corner)
            }
            None => (parent, origin),
        };
        let in_dialog = in_dialog
            || matches!(shown.last(), Some(e) if e.id == id && e.kind.role() == Some("dialog"));
        for child in node.children().iter().rev() {
            stack.push((*child, inner_parent, inner_origin, in_dialog));
        }
    }
    let parents: std::collections::HashSet<NodeId> =
        shown.iter().filter_map(|element| element.parent).collect();
    for element in &mut shown {
        element.has_children = parents.contains(&element.id);
    }
    shown
}

fn shown_node(
    id: NodeId,
    parent: Option<NodeId>,
    origin: (f64, f64),
    node: &Node,
    nodes: &Nodes,
) -> Option<Shown> {
    let name = name(node, nodes);
    let kind = kind(node, &name)?;
    Some(Shown {
        id,
        parent,
        kind,
        description: description(node, &name),
        name,
        checked: node.toggled(),
        selected: node.is_selected(),
        expanded: node.is_expanded(),
        disabled: node.is_disabled(),
        place: node
            .bounds()
            .map(|b| [b.x0 - origin.0, b.y0 - origin.1, b.width(), b.height()]),
        has_children: false,
    })
}

fn name(node: &Node, nodes: &Nodes) -> String {
    // A label's text is its value; a widget's, its label, or the text of
    // the labels it is labelled by (a slider's, beside it). A text field's
    // value is what was typed in it, not its name.
    let value = if is_text_field(node.role()) {
        None
    } else {
        node.value()
    };
    let own = node.label().or(value).unwrap_or_default().trim();
    if !own.is_empty() {
        return own.to_string();
    }
    let by: Vec<&str> = node
        .labelled_by()
        .iter()
        .filter_map(|id| nodes.get(id))
        .filter_map(|label| label.label().or(label.value()))
        .map(str::trim)
        .collect();
    by.join(" ")
}

/// What a screen reader says after the name: a hover text, what stands on a
/// board point.
fn description(node: &Node, name: &str) -> Option<String> {
    let described = node.description()?.trim();
    (!described.is_empty() && described != name).then(|| described.to_string())
}

fn kind(node: &Node, name: &str) -> Option<Kind> {
    let role = node.role();
    if is_text_field(role) {
        let value = node.value().unwrap_or_default().to_string();
        return Some(Kind::TextField { value });
    }
    if role == Role::Slider
        && let Some(value) = node.numeric_value()
    {
        return Some(Kind::Range {
            value,
            min: node.min_numeric_value().unwrap_or(value),
            max: node.max_numeric_value().unwrap_or(value),
            step: node.numeric_value_step().unwrap_or(1.0),
        });
    }
    // A window or a menu may take clicks (to come to the front): it stays
    // a group, or what is inside it would be hidden in a button.
    let group_role = match role {
        Role::Window | Role::Dialog | Role::AlertDialog if !name.is_empty() => Some("dialog"),
        Role::Menu | Role::MenuListPopup => Some("menu"),
        Role::MenuBar => Some("menubar"),
        Role::TabList => Some("tablist"),
        Role::ListBox => Some("listbox"),
        Role::List => Some("list"),
        Role::ProgressIndicator => Some("progressbar"),
        _ => None,
    };
    if group_role.is_some() {
        return Some(Kind::Group { role: group_role });
    }
    // A label takes clicks too (its text can be selected): it is a text.
    if matches!(role, Role::Label | Role::Heading | Role::Paragraph) {
        return (!name.is_empty()).then_some(Kind::Text);
    }
    let button_role = match role {
        Role::CheckBox => Some("checkbox"),
        Role::Switch => Some("switch"),
        Role::RadioButton => Some("radio"),
        Role::ComboBox => Some("combobox"),
        Role::MenuItem => Some("menuitem"),
        Role::MenuItemCheckBox => Some("menuitemcheckbox"),
        Role::MenuItemRadio => Some("menuitemradio"),
        Role::Tab => Some("tab"),
        Role::Link => Some("link"),
        _ => None,
    };
    let clickable = node.supports_action(Action::Click);
    if button_role.is_some() || clickable || matches!(role, Role::Button | Role::DefaultButton) {
        // A button without a name tells a screen reader nothing.
        let unnamed = name.is_empty() && node.children().is_empty();
        return (!unnamed).then_some(Kind::Button { role: button_role });
    }
    match role {
        Role::Image if !name.is_empty() => Some(Kind::Group { role: Some("img") }),
        // A container without a role of its own adds nothing to say.
        _ if node.children().is_empty() && !name.is_empty() => Some(Kind::Text),
        _ => None,
    }
}

fn is_text_field(role: Role) -> bool {
    matches!(
        role,
        Role::TextInput
            | Role::MultilineTextInput
            | Role::SearchInput
            | Role::EmailInput
            | Role::NumberInput
            | Role::PasswordInput
            | Role::PhoneNumberInput
            | Role::UrlInput
            | Role::DateInput
            | Role::DateTimeInput
            | Role::WeekInput
            | Role::MonthInput
            | Role::TimeInput
    )
}

#[cfg(test)]
mod tests {
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
                value: String::new()
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
                value: "Ada".into()
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
}
