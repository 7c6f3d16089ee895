//! A rules file written on a base (another variant: `base: "nine-mens-morris"`)
//! or on a named board (`board: "three-squares"`): its fields are laid over
//! theirs into one text that compiles on its own, and every field remembers
//! the file it came from, so that an error points at the file and line where
//! the mistake is.

use std::ops::Range;

use crate::rules::Rules;
use crate::rules_file::base_pin::{PIN_FIELD, read_pin};
use crate::rules_file::errors::{Elsewhere, Locate, Problem, ProblemKind, Within};
use crate::rules_file::load_warning::StandIn;
use crate::rules_file::locate::{Seg, TopField, line_col, locate, top_level_fields};
use crate::rules_file::shipped::{BOARDS, SHIPPED};

/// Where a rules file's `base:` is found: the variants a file may build on.
pub trait Bases {
    /// The text of the variant `id` and where it comes from (a path, or
    /// `rules/ID.ron`). `shipped_only` asks for the shipped file alone, for a
    /// user's file that builds on the shipped variant of its own id.
    fn variant(&self, id: &str, shipped_only: bool) -> Option<(String, String)>;

    /// What names the file at `origin` in a chain of bases, so that a file
    /// met twice is known: the origin itself unless the bases are files (a
    /// catalog canonicalizes their paths). The default touches no file, as
    /// befits a text from a stranger.
    fn identity(&self, origin: &str) -> String {
        format!("text:{origin}")
    }

    /// The file other than the shipped one that `base: "ID"` finds for the
    /// shipped variant `id`, if any: a user's file of that id stands in for it.
    fn stand_in(&self, id: &str) -> Option<String> {
        let shipped = shipped_variant(id)?;
        let found = self.variant(id, false)?;
        (found != shipped).then_some(found.0)
    }
}

/// Is `layer`, the base found for `id`, a user's file in place of the
/// shipped variant of that id?
fn stands_in(id: &str, layer: &Layer) -> bool {
    shipped_variant(id).is_some_and(|(origin, text)| origin != layer.origin || text != layer.text)
}

/// The shipped variants alone: what a text compiled on its own may build on.
#[derive(Clone, Copy, Debug, Default)]
pub struct ShippedBases;

impl Bases for ShippedBases {
    fn variant(&self, id: &str, _shipped_only: bool) -> Option<(String, String)> {
        shipped_variant(id)
    }
}

/// The shipped variant `id`: its origin and its text.
pub(crate) fn shipped_variant(id: &str) -> Option<(String, String)> {
    let (id, text) = SHIPPED.iter().find(|(name, _)| *name == id)?;
    Some((format!("rules/{id}.ron"), text.to_string()))
}

/// The fields a variant's words are made of: never taken from a base, so a
/// variant's name, description and notes are its own, in every language.
pub(crate) const WORDS: [&str; 7] = [
    "name",
    "description",
    "sources",
    "notes",
    "names",
    "descriptions",
    "notes_in",
];

/// How deep bases may build on bases.
const MAX_DEPTH: usize = 8;

/// One file of a layered rules text.
#[derive(Clone, Debug)]
pub(crate) struct Layer {
    pub origin: String,
    pub text: String,
    /// `None` for the file being compiled.
    pub within: Option<Within>,
    /// Does the layer pin its base, and did the base hold to it?
    pub pins: bool,
}

/// A field of the flat text and where it came from.
#[derive(Clone, Debug)]
struct Placed {
    name: String,
    layer: usize,
    /// Where its name starts in the flat text, and in its layer.
    name_flat: usize,
    name_from: usize,
    /// Its value in the flat text, and where that value starts in its layer.
    flat: Range<usize>,
    from: usize,
}

/// A rules text with its base and board laid under it, as one text.
#[derive(Clone, Debug)]
pub(crate) struct Flat {
    pub text: String,
    layers: Vec<Layer>,
    fields: Vec<Placed>,
}

impl Locate for Flat {
    /// The file and place (line, column) of the value at `path` of the flat text.
    fn place_of(&self, path: &[Seg]) -> (Option<Elsewhere>, usize, usize) {
        let layer = match path.first() {
            Some(Seg::Field(name)) => self.fields.iter().find(|f| f.name == *name),
            _ => None,
        }
        .map_or(0, |f| f.layer);
        let layer = &self.layers[layer];
        let (line, col) = locate(&layer.text, path).unwrap_or((1, 1));
        (elsewhere(layer), line, col)
    }
}

impl Flat {
    /// The bases a user's file stands in for, nearest first, except those
    /// under a pinned base: a pin that held says the game is the one the
    /// file was written on, whatever file gave it.
    pub(crate) fn unpinned_stand_ins(&self) -> Vec<StandIn> {
        let mut found = Vec::new();
        // The layers are in order down the chain of bases (boards, which
        // never pin, among them): all below a pinning layer are its base's.
        for layer in &self.layers {
            if let Some(Within::Base(id)) = &layer.within
                && stands_in(id, layer)
            {
                found.push(StandIn {
                    id: id.clone(),
                    origin: layer.origin.clone(),
                });
            }
            if layer.pins {
                break;
            }
        }
        found
    }

    /// The file and place of a byte offset of the flat text (of a syntax error).
    /// An offset in a field's name maps into that name, one past its value
    /// to the value's end.
    pub(crate) fn place(&self, offset: usize) -> (Option<Elsewhere>, usize, usize) {
        // At the closing parenthesis (a field no layer writes): the file's own.
        if offset >= self.text.len() - ")\n".len() {
            let own = &self.layers[0].text;
            let (line, col) = line_col(own, own.rfind(')').unwrap_or(0));
            return (None, line, col);
        }
        let Some(field) = self.fields.iter().rev().find(|f| f.name_flat <= offset) else {
            return (None, 1, 1);
        };
        let at = if offset < field.flat.start {
            field.name_from + (offset - field.name_flat).min(field.name.len())
        } else {
            field.from + (offset.min(field.flat.end) - field.flat.start)
        };
        let layer = &self.layers[field.layer];
        let (line, col) = line_col(&layer.text, at);
        (elsewhere(layer), line, col)
    }
}

fn elsewhere(layer: &Layer) -> Option<Elsewhere> {
    layer.within.clone().map(|within| Elsewhere {
        origin: layer.origin.clone(),
        within,
    })
}

/// The flat text of a rules text that names a base or a board; `None` for
/// one that names neither (or is not a struct of fields: the parser reports it).
pub(crate) fn flatten(
    origin: &str,
    text: &str,
    bases: &dyn Bases,
) -> Result<Option<Flat>, Box<Problem>> {
    let own = Layer {
        origin: origin.to_string(),
        text: text.to_string(),
        within: None,
        pins: false,
    };
    let Some(fields) = top_level_fields(text) else {
        // A file on a base that does not parse: its syntax error, not the
        // plain format's complaint about `base`.
        let layered = text.contains("base") || text.contains("board");
        if layered && ron::from_str::<ron::Value>(text).is_err() {
            return Err(broken(&own));
        }
        return Ok(None);
    };
    if !fields.iter().any(|f| layering(&f.name)) {
        return Ok(None);
    }
    let mut layers = Vec::new();
    let mut chain = vec![identity(bases, origin, false)];
    let placed = lay(own, &mut layers, &mut chain, bases)?;
    Ok(Some(flat(layers, placed)))
}

/// Is `field` one that lays a file on another (or pins that), rather than a rule?
pub(crate) fn layering(field: &str) -> bool {
    matches!(field, "base" | "board") || field == PIN_FIELD
}

/// A field by name: its layer, where its name starts there, and its value.
type Written = Vec<(String, usize, usize, Range<usize>)>;

/// What names a layer in the chain of bases: a shipped variant by its
/// origin, anything else as `bases` knows it.
fn identity(bases: &dyn Bases, origin: &str, shipped: bool) -> String {
    match shipped {
        true => format!("shipped:{origin}"),
        false => bases.identity(origin),
    }
}

/// Lays `layer` and what it builds on into `layers`; returns every field,
/// each from the topmost layer that writes it, bottom layers first.
fn lay(
    layer: Layer,
    layers: &mut Vec<Layer>,
    chain: &mut Vec<String>,
    bases: &dyn Bases,
) -> Result<Written, Box<Problem>> {
    let here = layers.len();
    let fields = match top_level_fields(&layer.text) {
        Some(fields) => fields,
        None => return Err(broken(&layer)),
    };
    // Serde refuses a field written twice in a plain file; here the layers
    // would silently keep the last one.
    for (i, field) in fields.iter().enumerate() {
        if fields[..i].iter().any(|f| f.name == field.name) {
            return Err(at_field(
                &layer,
                field,
                ProblemKind::FieldTwice(field.name.clone()),
            ));
        }
    }
    layers.push(layer);
    let mut written: Written = Vec::new();
    let name_of = |field: &str| fields.iter().find(|f| f.name == field);
    let pin = match name_of(PIN_FIELD) {
        Some(field) => match read_pin(&layers[here].text[field.value.clone()]) {
            Some(pinned) => Some((field, pinned)),
            None => return Err(at_field(&layers[here], field, ProblemKind::BasePinSyntax)),
        },
        None => None,
    };
    if let Some(field) = name_of("base") {
        let id = named(&layers[here], field, ProblemKind::BaseName)?;
        let (base, shipped) = find_base(&layers[here], field, &id, chain, bases)?;
        // A shipped variant is the same game for everyone: its own base is
        // the shipped one, never a user's file of that id.
        let bases: &dyn Bases = if shipped { &ShippedBases } else { bases };
        chain.push(identity(bases, &base.origin, shipped));
        let base_at = layers.len();
        let under = lay(base, layers, chain, bases)?;
        chain.pop();
        if let Some((_, pinned)) = pin {
            hold_to_pin(layers, (here, field), (base_at, &id), pinned, &under)?;
            layers[here].pins = true;
        }
        written.extend(under.into_iter().filter(|(n, ..)| !WORDS.contains(&&**n)));
    } else if let Some((field, _)) = pin {
        return Err(at_field(&layers[here], field, ProblemKind::PinWithoutBase));
    }
    if let Some(field) = name_of("board") {
        let name = named(&layers[here], field, ProblemKind::BoardName)?;
        let Some((_, text)) = BOARDS.iter().find(|(board, _)| *board == name) else {
            return Err(at_field(
                &layers[here],
                field,
                ProblemKind::UnknownBoard {
                    name,
                    known: BOARDS.iter().map(|(b, _)| b.to_string()).collect(),
                },
            ));
        };
        let board = Layer {
            origin: format!("rules/boards/{name}.ron"),
            text: text.to_string(),
            within: Some(Within::Board(name)),
            pins: false,
        };
        let under = lay(board, layers, chain, bases)?;
        over(&mut written, under);
    }
    let own = fields
        .iter()
        .filter(|f| !layering(&f.name))
        .map(|f| (f.name.clone(), here, f.start, f.value.clone()))
        .collect();
    over(&mut written, own);
    Ok(written)
}

/// Refuses the base laid at `base_at` (its fields `under`) unless it is the
/// game `pinned` names; the problem stands at the file's `base:`.
fn hold_to_pin(
    layers: &[Layer],
    (here, field): (usize, &TopField),
    (base_at, id): (usize, &str),
    pinned: u64,
    under: &Written,
) -> Result<(), Box<Problem>> {
    let base = &layers[base_at];
    // The base as it is laid here, compiled on its own.
    let text = flat(layers.to_vec(), under.clone()).text;
    let found = Rules::from_source(id, &base.origin, &text)
        .ok()
        .map(|rules| rules.game_fingerprint());
    if found == Some(pinned) {
        return Ok(());
    }
    Err(at_field(
        &layers[here],
        field,
        ProblemKind::BaseChanged {
            id: id.to_string(),
            origin: base.origin.clone(),
            pinned,
            found,
            stand_in: stands_in(id, base),
        },
    ))
}

/// `upper`'s fields laid over `lower`'s: each name once, from the upper layer.
fn over(lower: &mut Written, upper: Written) {
    for field in upper {
        match lower.iter_mut().find(|(name, ..)| *name == field.0) {
            Some(slot) => *slot = field,
            None => lower.push(field),
        }
    }
}

/// The text of every field, in order, as one rules text.
fn flat(layers: Vec<Layer>, written: Written) -> Flat {
    let mut text = String::from("(\n");
    let mut fields = Vec::new();
    for (name, layer, name_from, value) in written {
        text.push_str("    ");
        let name_flat = text.len();
        text.push_str(&format!("{name}: "));
        let start = text.len();
        text.push_str(&layers[layer].text[value.clone()]);
        fields.push(Placed {
            name,
            layer,
            name_flat,
            name_from,
            flat: start..text.len(),
            from: value.start,
        });
        // On a line of its own: the value may end in a line comment.
        text.push_str("\n    ,\n");
    }
    text.push_str(")\n");
    Flat {
        text,
        layers,
        fields,
    }
}

/// The string a `base:` or `board:` field gives.
fn named(layer: &Layer, field: &TopField, not_a_name: ProblemKind) -> Result<String, Box<Problem>> {
    ron::from_str::<String>(&layer.text[field.value.clone()])
        .map_err(|_| at_field(layer, field, not_a_name))
}

/// The base `id` of `layer`: a user's variant, or the shipped one when the
/// user's is already on the way here.
fn find_base(
    layer: &Layer,
    field: &TopField,
    id: &str,
    chain: &[String],
    bases: &dyn Bases,
) -> Result<(Layer, bool), Box<Problem>> {
    let fail = |kind| Err(at_field(layer, field, kind));
    if chain.len() > MAX_DEPTH {
        return fail(ProblemKind::BasesTooDeep(MAX_DEPTH));
    }
    let shipped = |found: &(String, String)| shipped_variant(id).is_some_and(|s| s == *found);
    let on_the_way =
        |found: &(String, String)| chain.contains(&identity(bases, &found.0, shipped(found)));
    let found = match bases.variant(id, false) {
        // A user's file already on the way here builds on the shipped namesake.
        Some(found) if on_the_way(&found) => match bases.variant(id, true) {
            Some(namesake) if !on_the_way(&namesake) => Some(namesake),
            _ => return fail(ProblemKind::CircularBase(id.to_string())),
        },
        found => found,
    };
    match found {
        None => fail(ProblemKind::UnknownBase {
            id: id.to_string(),
            board: BOARDS.iter().any(|(board, _)| *board == id),
        }),
        Some(found) => {
            let shipped = shipped(&found);
            let (origin, text) = found;
            let within = Some(Within::Base(id.to_string()));
            Ok((
                Layer {
                    origin,
                    text,
                    within,
                    pins: false,
                },
                shipped,
            ))
        }
    }
}

fn at_field(layer: &Layer, field: &TopField, kind: ProblemKind) -> Box<Problem> {
    let (line, col) = line_col(&layer.text, field.value.start);
    Box::new(Problem {
        line,
        col,
        kind,
        elsewhere: elsewhere(layer),
    })
}

/// A base or board that is not a struct of fields: where the parser stops in it.
fn broken(layer: &Layer) -> Box<Problem> {
    let (line, col, message) = match ron::from_str::<ron::Value>(&layer.text) {
        Err(e) => (
            e.span.start.line,
            e.span.start.col,
            crate::rules_file::errors::syntax_message(&layer.text, &e.code),
        ),
        Ok(_) => (1, 1, "a rules file is `( field: value, ... )`".to_string()),
    };
    Box::new(Problem {
        line: line.max(1),
        col: col.max(1),
        kind: ProblemKind::Syntax(message),
        elsewhere: elsewhere(layer),
    })
}
