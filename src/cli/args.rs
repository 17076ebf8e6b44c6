//! The command line's definition (clap derive): every command, its options
//! and its help, in one place. The Red Actions! calculators' options are
//! added from their one description (`red_actions::calc`) by
//! [`super::red_actions::subcommands`], so they are described once.

use clap::{Args, Parser, Subcommand};

/// Solitaire companion for SPI's Russian Civil War, with table lookups for
/// related games. With no command it opens the desktop app.
#[derive(Debug, Parser)]
#[command(
    name = "politburo",
    version,
    about = "Solitaire companion for SPI's Russian Civil War (and table lookups for related games)",
    long_about = "Solitaire companion for SPI's Russian Civil War 1918–1922: run with no command to open the desktop app, which plays the non-player sides. The commands below print plain text.",
    propagate_version = true
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Russian Civil War: the start PCT and the attack planner
    #[command(subcommand)]
    Rcw(Rcw),
    /// List every table of every game: <id>\t<title>
    Tables,
    /// Print one table as plain text
    Table(TableArgs),
    /// Exact chance of each final result of a table (re-rolls followed)
    Odds(OddsArgs),
    /// Roll on a table with the app's dice or yours (re-rolls followed)
    Roll(RollArgs),
    /// Fall of the Directory / Makhno's Return
    #[command(subcommand)]
    Directory(Directory),
    /// Diplomacy: civil-disorder removals and player-count setups
    #[command(subcommand)]
    Diplomacy(Diplomacy),
    /// Axis & Allies 1914: the Russian Civil War variant
    #[command(subcommand)]
    Aa1914(Aa1914),
    /// Red Actions! calculators (shooting, combat, morale, direct-hit, …)
    #[command(subcommand_required = true, arg_required_else_help = true)]
    RedActions,
    /// Print a shell completion script (bash, zsh, fish, elvish, powershell)
    Completions {
        /// The shell to complete for
        shell: clap_complete::Shell,
    },
    /// Print the manual page (roff), as the package installs it for `man politburo`
    Man {
        /// Write every page (politburo.1 and one per command, as
        /// politburo-rcw-plan.1) into this existing folder instead
        #[arg(long, value_name = "DIR")]
        dir: Option<std::path::PathBuf>,
    },
}

pub use super::values::{Colours, Faces};

/// Combat factors typed as one list ("2,3").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Factors(pub Vec<u32>);

#[derive(Debug, Subcommand)]
#[allow(clippy::large_enum_variant)]
pub enum Rcw {
    /// Print the start Player Cooperation Table [I-1] as a grid
    ///
    /// One row per player, the other players' letters in the columns 2..7.
    Pct {
        /// Each seat's colour: A=Red,B=Undecided,C=Red,D=White,E=Undecided
        #[arg(long, visible_alias = "colours", value_name = "SEAT=COLOUR,…", value_parser = super::values::parsed(super::values::colours_arg))]
        colors: Colours,
    },
    /// Plan one Attack Priority Table entry (or a vindictive turn's attacks)
    ///
    /// Which of the phasing player's stacks attack which defending stacks, at
    /// what odds: the most attacks that reach the minimum, then the highest
    /// odds (worst attack raised first). A stack is '<player letter> <colour>
    /// <strength>' with an optional (Czar) or (Gold).
    #[command(
        after_help = "Example:\n  politburo rcw plan --phasing B --from Red --against White --defender D --min 2-1 --required 2 \\\n      --stacks 'Perm: B Red 4, B Red 3, D White 3; Omsk: B Red 5; Kazan: D White 2 (Gold)' \\\n      --reach 'Omsk>Perm, Omsk>Kazan'"
    )]
    Plan(Box<PlanArgs>),
    /// Play whole turns from the terminal, or from a script with --json
    ///
    /// Continues a session file (or the autosave), or --new starts the
    /// seed's five-player example. Each step is printed (with --json: one
    /// JSON object a line) and one answer a line is read: an answer's
    /// number, an empty line for the default, a die face for a roll, u to
    /// undo, m FROM>TO to tick a move for the planner, r to roll a result
    /// on your chart, or a change of your own turn (below). Every step is
    /// kept as it is taken; at the end of the input the program exits 0.
    #[command(
        after_help = "Your own turn, at any step (a stack named by its province and as the order of battle writes it, or by its id as --json gives it):\n  move Kiev B Green 6 to Orel\n  strength Orel B Green 6 4\n  split Orel B Green 6 2\n  merge Orel B Green 2 into Orel B Green 4\n  holds Perm D White 5 czar        (gold, or none)\n  add Orel: B Green 3\n  remove Orel B Green 3\n  attack Orel C Red 5 with Kiev A Red 6, Kiev A Red 2   (between turns: walked through like a bot's)\n  move #1 to Omsk by rail          (a move the game's map does not give this turn)\n\nWhat the Players tab sets (an override during a bot's turn):\n  markers B 2 1   leader B Trotsky 3 12   no-leader B Trotsky   colour B White\n  units B Red Green   out B   back B\n  map connect Tula to Kiev         (the map learns a connection)   map moves 2\n\nKept in --save FILE (a new file, or --replace); without it, in the session file played, or in the autosave (only while no window holds the data folder). --new without --save keeps nothing.\n\nExample:\n  printf '\\n\\n4\\n' | politburo rcw play --new --seed 7 --json --save evening.json"
    )]
    Play(Box<PlayArgs>),
    /// Print a session's board: the turn, the PCT and the order of battle
    Show(ShowArgs),
    /// Your map: check a map file, show, import or export the one kept
    ///
    /// A map is the places you play on, one a line, each with the places a
    /// stack there reaches in one move: 'Moscow [Red replacements]: Tver,
    /// Tula'. The one kept in the data folder is the default of new games;
    /// each game keeps its own copy.
    #[command(subcommand)]
    Map(MapCmd),
}

/// `rcw map …`.
#[derive(Debug, Subcommand)]
pub enum MapCmd {
    /// Read a map file (text or JSON) and say what it holds, or what is wrong and where
    Check {
        /// The map file
        #[arg(value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
        file: std::path::PathBuf,
    },
    /// Print the map kept in the data folder (as text, or with --json as its JSON file)
    Show {
        #[arg(long)]
        json: bool,
    },
    /// Keep a map file as the data folder's (the default of new games)
    Import {
        /// The map file (text or JSON)
        #[arg(value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
        file: std::path::PathBuf,
    },
    /// Write the data folder's map to a new file (JSON when it ends in .json)
    Export {
        /// The file to write (never one already there)
        #[arg(value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
        file: std::path::PathBuf,
    },
    /// Write the example map (the seed's places, not a published map) to a new file
    Example {
        /// The file to write (never one already there)
        #[arg(value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
        file: std::path::PathBuf,
    },
}

#[derive(Debug, Args)]
pub struct PlayArgs {
    /// The session file to continue (default: the autosave)
    #[arg(value_name = "SESSION_FILE", conflicts_with = "new")]
    pub session: Option<std::path::PathBuf>,
    /// Start the seed's five-player example, as the New game form does
    #[arg(long)]
    pub new: bool,
    /// Keep this order of battle as the first step: 'Perm: B Red 4; Omsk: C Red 5'
    #[arg(long, value_name = "PROVINCES")]
    pub stacks: Option<String>,
    /// The seed of the app's dice (with --new)
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,
    /// Every roll is answered with a face of your own die (Enter does not roll)
    #[arg(long)]
    pub physical_dice: bool,
    /// Keep the session in this file, step by step (the window opens it);
    /// a folder, or a file that is not a session, is refused
    #[arg(long, value_name = "FILE")]
    pub save: Option<std::path::PathBuf>,
    /// With --save: replace the game already in that file (kept among its backups, FILE.1 to .5)
    #[arg(long, requires = "save")]
    pub replace: bool,
    /// One JSON object a line for every step (see README "Scripted turns")
    #[arg(long)]
    pub json: bool,
    /// Play with this chart of your game's Combat Results Table from now on (a file the Tables screen exports); without it, the chart kept in the data folder, as the window does
    #[arg(long, value_name = "FILE", value_hint = clap::ValueHint::FilePath, conflicts_with = "no_crt")]
    pub crt: Option<std::path::PathBuf>,
    /// Play with no chart (not the one kept in the data folder): combat results are asked
    #[arg(long)]
    pub no_crt: bool,
    /// Play on this map (a file `rcw map check` reads) from now on; without it a new game takes the one kept in the data folder
    #[arg(long, value_name = "FILE", value_hint = clap::ValueHint::FilePath, conflicts_with = "no_map")]
    pub map: Option<std::path::PathBuf>,
    /// A new game without the map kept in the data folder
    #[arg(long)]
    pub no_map: bool,
}

#[derive(Debug, Args)]
pub struct ShowArgs {
    /// The session file
    #[arg(value_name = "SESSION_FILE")]
    pub session: std::path::PathBuf,
    /// The board as one JSON object (the "board" of `rcw play --json`)
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct PlanArgs {
    /// The phasing (attacking) player's letter
    #[arg(long, value_name = "LETTER", value_parser = super::values::seat())]
    pub phasing: crate::rcw::Seat,
    /// The colour of the phasing player's units that attack
    #[arg(long, value_name = "COLOUR", value_parser = super::values::unit_colour())]
    pub from: crate::rcw::UnitColour,
    /// The colour of the units they attack (owned by anyone else)
    #[arg(long, value_name = "COLOUR", value_parser = super::values::unit_colour())]
    pub against: crate::rcw::UnitColour,
    /// Only these players' units are attacked (a vindictive target): D or D,E
    #[arg(long, value_name = "LETTERS", value_delimiter = ',', value_parser = super::values::seat())]
    pub defender: Option<Vec<crate::rcw::Seat>>,
    /// The least odds column an attack needs, like 2-1
    #[arg(long, value_name = "ODDS", value_parser = super::values::odds())]
    pub min: crate::rcw::Odds,
    /// How many attacks the table asks for (1 to the most the rules in
    /// force ever ask, which the refusal names)
    #[arg(long, value_name = "N")]
    pub required: String,
    /// The order of battle: 'Perm: B Red 4, D White 3; Omsk: B Red 5'
    #[arg(long, value_name = "PROVINCES")]
    pub stacks: String,
    /// Which provinces' stacks can move where this turn: 'Omsk>Perm, Omsk>Kazan'
    /// (stacks already in a province can always attack there); with --map,
    /// added to the moves the map gives ('no Omsk>Perm' blocks one)
    #[arg(long, value_name = "MOVES")]
    pub reach: Option<String>,
    /// A map file: the moves its places give (within its moves a turn), so no --reach is needed
    #[arg(long, value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub map: Option<std::path::PathBuf>,
    /// The least odds for stacks escorting the Czar or the Gold: any column from 1-1 up, as 1-1, 2-1, 3-1 or 4-1 (default: the rules in force, 3-1 as printed)
    #[arg(long, value_name = "ODDS", value_parser = super::values::escort_odds())]
    pub escort_min: Option<crate::rcw::Odds>,
    /// A vindictive turn whose first attack goes against the stack holding the Czar or the Gold
    #[arg(long, value_name = "HOLDING", value_parser = super::values::holding())]
    pub first: Option<crate::rcw::planner::Holding>,
    /// Your chart of the Combat Results Table (default: the one kept in the data folder, if any): odds stop at its top column and each attack's chances are printed
    #[arg(long, value_name = "FILE", value_hint = clap::ValueHint::FilePath, conflicts_with = "no_crt")]
    pub crt: Option<std::path::PathBuf>,
    /// Plan without a chart, even if one is kept
    #[arg(long)]
    pub no_crt: bool,
}

#[derive(Debug, Args)]
pub struct TableArgs {
    /// The table's id (`politburo tables` lists them)
    #[arg(value_name = "TABLE_ID")]
    pub id: String,
}

#[derive(Debug, Args)]
pub struct OddsArgs {
    /// The table's id (`politburo tables` lists them)
    #[arg(value_name = "TABLE_ID")]
    pub id: String,
    /// The column, as printed or typed another way (any dash, either odds notation)
    #[arg(long)]
    pub column: Option<String>,
}

#[derive(Debug, Args)]
pub struct RollArgs {
    /// The table's id (`politburo tables` lists them)
    #[arg(value_name = "TABLE_ID")]
    pub id: String,
    /// The column, as printed or typed another way (any dash, either odds notation)
    #[arg(long)]
    pub column: Option<String>,
    /// Your own dice's faces, e.g. 4,5 (otherwise the app rolls)
    #[arg(long, value_name = "FACES", value_parser = super::values::parsed(super::values::given_faces))]
    pub dice: Option<Faces>,
}

#[derive(Debug, Subcommand)]
pub enum Directory {
    /// Combat odds, exact chances and a roll
    Combat(CombatArgs),
}

#[derive(Debug, Args)]
pub struct CombatArgs {
    /// An attacking unit: <factor>:<faction>[:<supply>[:<terrain>]], e.g. 3:bolshevik:supplied:clear (repeat for more)
    #[arg(long, value_name = "UNIT", value_parser = super::values::parsed(super::values::attacker))]
    pub attacker: Vec<crate::directory::combat::Attacker>,
    /// Defending combat factors: 2 or 2,3 (repeatable)
    #[arg(long, value_name = "FACTORS", value_parser = super::values::parsed(|t| super::values::factors("--defender", t).map(Factors)))]
    pub defender: Vec<Factors>,
    /// Other defending factors: 1 or 1,1 (repeatable)
    #[arg(long, value_name = "FACTORS", value_parser = super::values::parsed(|t| super::values::factors("--other-defender", t).map(Factors)))]
    pub other_defender: Vec<Factors>,
    /// Roll the combat too
    #[arg(long)]
    pub roll: bool,
    /// Your own dice's faces (implies --roll)
    #[arg(long, value_name = "FACES", value_parser = super::values::parsed(super::values::given_faces))]
    pub dice: Option<Faces>,
}

#[derive(Debug, Subcommand)]
pub enum Diplomacy {
    /// The civil-disorder removal order
    Removals {
        /// The power in civil disorder
        #[arg(long, value_parser = super::values::power())]
        power: crate::diplomacy::Power,
        /// How many units it removes
        #[arg(long, value_name = "N", value_parser = super::values::whole::<usize>(|t| format!("--count must be a whole number, not \"{t}\"")))]
        count: usize,
        /// Its units: "A spa, F stp/sc, A mos"
        #[arg(long)]
        units: String,
        /// Show each unit's distance and route home
        #[arg(long)]
        verbose: bool,
    },
    /// Who plays which powers with fewer than seven players
    Players {
        /// The number of players (the setups file in force says which
        /// counts it covers, and the refusal names them)
        players: String,
    },
}

#[derive(Debug, Subcommand)]
pub enum Aa1914 {
    /// The Bolshevik Revolution steps
    Checklist,
    /// May that unit enter there? With the rule that says so
    CanEnter(CanEnterArgs),
}

#[derive(Debug, Args)]
pub struct CanEnterArgs {
    /// The kind of unit
    #[arg(long, value_parser = super::values::unit_class())]
    pub unit: crate::aa1914::soviet::UnitClass,
    /// Soviet, Central, Allied, or a power's name
    #[arg(long, value_parser = super::values::mover())]
    pub power: crate::aa1914::soviet::Mover,
    /// The territory or sea zone
    #[arg(long)]
    pub territory: String,
    /// The territory was originally Central Powers'
    #[arg(long, conflicts_with = "not_originally_central")]
    pub originally_central: bool,
    /// The territory was not originally Central Powers'
    #[arg(long)]
    pub not_originally_central: bool,
    /// The territory is Central Powers' now
    #[arg(long, conflicts_with = "not_central_now")]
    pub central_now: bool,
    /// The territory is not Central Powers' now
    #[arg(long)]
    pub not_central_now: bool,
    /// Central Powers' units are in the sea zone
    #[arg(long, conflicts_with = "no_central_units")]
    pub central_units: bool,
    /// No Central Powers' units are in the sea zone
    #[arg(long)]
    pub no_central_units: bool,
    /// The unit ends its move there
    #[arg(long, conflicts_with = "passes_through")]
    pub ends_move: bool,
    /// The unit only passes through
    #[arg(long)]
    pub passes_through: bool,
    /// The territory is one of the map's that the variant does not name
    #[arg(long)]
    pub other_territory: bool,
}
