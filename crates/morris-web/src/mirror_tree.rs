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
    /// An `<input type=text>` (a dialog's text field), its text; an
    /// `<input type=password>` when it is `secret`.
    TextField { value: String, secret: bool },
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
        let secret = role == Role::PasswordInput;
        return Some(Kind::TextField { value, secret });
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
mod tests;
