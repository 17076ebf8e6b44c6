# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_politburo_global_optspecs
    string join \n h/help V/version
end

function __fish_politburo_needs_command
    # Figure out if the current invocation already has a command.
    set -l cmd (commandline -opc)
    set -e cmd[1]
    argparse -s (__fish_politburo_global_optspecs) -- $cmd 2>/dev/null
    or return
    if set -q argv[1]
        # Also print the command, so this can be used to figure out what it is.
        echo $argv[1]
        return 1
    end
    return 0
end

function __fish_politburo_using_subcommand
    set -l cmd (__fish_politburo_needs_command)
    test -z "$cmd"
    and return 1
    contains -- $cmd[1] $argv
end

complete -c politburo -n "__fish_politburo_needs_command" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c politburo -n "__fish_politburo_needs_command" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_needs_command" -f -a "rcw" -d 'Russian Civil War: the start PCT and the attack planner'
complete -c politburo -n "__fish_politburo_needs_command" -f -a "tables" -d 'List every table of every game: <id>\\t<title>'
complete -c politburo -n "__fish_politburo_needs_command" -f -a "table" -d 'Print one table as plain text'
complete -c politburo -n "__fish_politburo_needs_command" -f -a "odds" -d 'Exact chance of each final result of a table (re-rolls followed)'
complete -c politburo -n "__fish_politburo_needs_command" -f -a "roll" -d 'Roll on a table with the app\'s dice or yours (re-rolls followed)'
complete -c politburo -n "__fish_politburo_needs_command" -f -a "directory" -d 'Fall of the Directory / Makhno\'s Return'
complete -c politburo -n "__fish_politburo_needs_command" -f -a "diplomacy" -d 'Diplomacy: civil-disorder removals and player-count setups'
complete -c politburo -n "__fish_politburo_needs_command" -f -a "aa1914" -d 'Axis & Allies 1914: the Russian Civil War variant'
complete -c politburo -n "__fish_politburo_needs_command" -f -a "completions" -d 'Print a shell completion script (bash, zsh, fish, elvish, powershell)'
complete -c politburo -n "__fish_politburo_needs_command" -f -a "man" -d 'Print the manual page (roff), as the package installs it for `man politburo`'
complete -c politburo -n "__fish_politburo_needs_command" -f -a "red-actions" -d 'Red Actions! calculators (shooting, combat, morale, direct-hit, …)'
complete -c politburo -n "__fish_politburo_needs_command" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and not __fish_seen_subcommand_from pct plan play show map help" -s h -l help -d 'Print help'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and not __fish_seen_subcommand_from pct plan play show map help" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and not __fish_seen_subcommand_from pct plan play show map help" -f -a "pct" -d 'Print the start Player Cooperation Table [I-1] as a grid'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and not __fish_seen_subcommand_from pct plan play show map help" -f -a "plan" -d 'Plan one Attack Priority Table entry (or a vindictive turn\'s attacks)'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and not __fish_seen_subcommand_from pct plan play show map help" -f -a "play" -d 'Play whole turns from the terminal, or from a script with --json'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and not __fish_seen_subcommand_from pct plan play show map help" -f -a "show" -d 'Print a session\'s board: the turn, the PCT and the order of battle'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and not __fish_seen_subcommand_from pct plan play show map help" -f -a "map" -d 'Your map: check a map file, show, import or export the one kept'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and not __fish_seen_subcommand_from pct plan play show map help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from pct" -l colors -l colours -d 'Each seat\'s colour: A=Red,B=Undecided,C=Red,D=White,E=Undecided' -r
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from pct" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from pct" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from plan" -l phasing -d 'The phasing (attacking) player\'s letter' -r -f -a "A\t''
B\t''
C\t''
D\t''
E\t''
F\t''"
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from plan" -l from -d 'The colour of the phasing player\'s units that attack' -r -f -a "Red\t''
White\t''
Green\t''
Blue\t''"
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from plan" -l against -d 'The colour of the units they attack (owned by anyone else)' -r -f -a "Red\t''
White\t''
Green\t''
Blue\t''"
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from plan" -l defender -d 'Only these players\' units are attacked (a vindictive target): D or D,E' -r -f -a "A\t''
B\t''
C\t''
D\t''
E\t''
F\t''"
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from plan" -l min -d 'The least odds column an attack needs, like 2-1' -r -f -a "1-1\t''
2-1\t''
3-1\t''"
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from plan" -l required -d 'How many attacks the table asks for (1 to the most the rules in force ever ask, which the refusal names)' -r
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from plan" -l stacks -d 'The order of battle: \'Perm: B Red 4, D White 3; Omsk: B Red 5\'' -r
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from plan" -l reach -d 'Which provinces\' stacks can move where this turn: \'Omsk>Perm, Omsk>Kazan\' (stacks already in a province can always attack there); with --map, added to the moves the map gives (\'no Omsk>Perm\' blocks one)' -r
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from plan" -l map -d 'A map file: the moves its places give (within its moves a turn), so no --reach is needed' -r -F
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from plan" -l escort-min -d 'The least odds for stacks escorting the Czar or the Gold: any column from 1-1 up, as 1-1, 2-1, 3-1 or 4-1 (default: the rules in force, 3-1 as printed)' -r
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from plan" -l first -d 'A vindictive turn whose first attack goes against the stack holding the Czar or the Gold' -r -f -a "Czar\t''
Gold\t''"
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from plan" -l crt -d 'Your chart of the Combat Results Table (default: the one kept in the data folder, if any): odds stop at its top column and each attack\'s chances are printed' -r -F
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from plan" -l no-crt -d 'Plan without a chart, even if one is kept'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from plan" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from plan" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from play" -l stacks -d 'Keep this order of battle as the first step: \'Perm: B Red 4; Omsk: C Red 5\'' -r
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from play" -l seed -d 'The seed of the app\'s dice (with --new)' -r
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from play" -l save -d 'Keep the session in this file, step by step (the window opens it); a folder, or a file that is not a session, is refused' -r -F
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from play" -l crt -d 'Play with this chart of your game\'s Combat Results Table from now on (a file the Tables screen exports); without it, the chart kept in the data folder, as the window does' -r -F
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from play" -l map -d 'Play on this map (a file `rcw map check` reads) from now on; without it a new game takes the one kept in the data folder' -r -F
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from play" -l new -d 'Start the seed\'s five-player example, as the New game form does'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from play" -l physical-dice -d 'Every roll is answered with a face of your own die (Enter does not roll)'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from play" -l replace -d 'With --save: replace the game already in that file (kept among its backups, FILE.1 to .5)'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from play" -l json -d 'One JSON object a line for every step (see README "Scripted turns")'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from play" -l no-crt -d 'Play with no chart (not the one kept in the data folder): combat results are asked'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from play" -l no-map -d 'A new game without the map kept in the data folder'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from play" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from play" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from show" -l json -d 'The board as one JSON object (the "board" of `rcw play --json`)'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from show" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from map" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from map" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from map" -f -a "check" -d 'Read a map file (text or JSON) and say what it holds, or what is wrong and where'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from map" -f -a "show" -d 'Print the map kept in the data folder (as text, or with --json as its JSON file)'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from map" -f -a "import" -d 'Keep a map file as the data folder\'s (the default of new games)'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from map" -f -a "export" -d 'Write the data folder\'s map to a new file (JSON when it ends in .json)'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from map" -f -a "example" -d 'Write the example map (the seed\'s places, not a published map) to a new file'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from map" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from help" -f -a "pct" -d 'Print the start Player Cooperation Table [I-1] as a grid'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from help" -f -a "plan" -d 'Plan one Attack Priority Table entry (or a vindictive turn\'s attacks)'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from help" -f -a "play" -d 'Play whole turns from the terminal, or from a script with --json'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from help" -f -a "show" -d 'Print a session\'s board: the turn, the PCT and the order of battle'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from help" -f -a "map" -d 'Your map: check a map file, show, import or export the one kept'
complete -c politburo -n "__fish_politburo_using_subcommand rcw; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c politburo -n "__fish_politburo_using_subcommand tables" -s h -l help -d 'Print help'
complete -c politburo -n "__fish_politburo_using_subcommand tables" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand table" -s h -l help -d 'Print help'
complete -c politburo -n "__fish_politburo_using_subcommand table" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand odds" -l column -d 'The column, as printed or typed another way (any dash, either odds notation)' -r
complete -c politburo -n "__fish_politburo_using_subcommand odds" -s h -l help -d 'Print help'
complete -c politburo -n "__fish_politburo_using_subcommand odds" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand roll" -l column -d 'The column, as printed or typed another way (any dash, either odds notation)' -r
complete -c politburo -n "__fish_politburo_using_subcommand roll" -l dice -d 'Your own dice\'s faces, e.g. 4,5 (otherwise the app rolls)' -r
complete -c politburo -n "__fish_politburo_using_subcommand roll" -s h -l help -d 'Print help'
complete -c politburo -n "__fish_politburo_using_subcommand roll" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand directory; and not __fish_seen_subcommand_from combat help" -s h -l help -d 'Print help'
complete -c politburo -n "__fish_politburo_using_subcommand directory; and not __fish_seen_subcommand_from combat help" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand directory; and not __fish_seen_subcommand_from combat help" -f -a "combat" -d 'Combat odds, exact chances and a roll'
complete -c politburo -n "__fish_politburo_using_subcommand directory; and not __fish_seen_subcommand_from combat help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c politburo -n "__fish_politburo_using_subcommand directory; and __fish_seen_subcommand_from combat" -l attacker -d 'An attacking unit: <factor>:<faction>[:<supply>[:<terrain>]], e.g. 3:bolshevik:supplied:clear (repeat for more)' -r
complete -c politburo -n "__fish_politburo_using_subcommand directory; and __fish_seen_subcommand_from combat" -l defender -d 'Defending combat factors: 2 or 2,3 (repeatable)' -r
complete -c politburo -n "__fish_politburo_using_subcommand directory; and __fish_seen_subcommand_from combat" -l other-defender -d 'Other defending factors: 1 or 1,1 (repeatable)' -r
complete -c politburo -n "__fish_politburo_using_subcommand directory; and __fish_seen_subcommand_from combat" -l dice -d 'Your own dice\'s faces (implies --roll)' -r
complete -c politburo -n "__fish_politburo_using_subcommand directory; and __fish_seen_subcommand_from combat" -l roll -d 'Roll the combat too'
complete -c politburo -n "__fish_politburo_using_subcommand directory; and __fish_seen_subcommand_from combat" -s h -l help -d 'Print help'
complete -c politburo -n "__fish_politburo_using_subcommand directory; and __fish_seen_subcommand_from combat" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand directory; and __fish_seen_subcommand_from help" -f -a "combat" -d 'Combat odds, exact chances and a roll'
complete -c politburo -n "__fish_politburo_using_subcommand directory; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c politburo -n "__fish_politburo_using_subcommand diplomacy; and not __fish_seen_subcommand_from removals players help" -s h -l help -d 'Print help'
complete -c politburo -n "__fish_politburo_using_subcommand diplomacy; and not __fish_seen_subcommand_from removals players help" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand diplomacy; and not __fish_seen_subcommand_from removals players help" -f -a "removals" -d 'The civil-disorder removal order'
complete -c politburo -n "__fish_politburo_using_subcommand diplomacy; and not __fish_seen_subcommand_from removals players help" -f -a "players" -d 'Who plays which powers with fewer than seven players'
complete -c politburo -n "__fish_politburo_using_subcommand diplomacy; and not __fish_seen_subcommand_from removals players help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c politburo -n "__fish_politburo_using_subcommand diplomacy; and __fish_seen_subcommand_from removals" -l power -d 'The power in civil disorder' -r -f -a "Austria\t''
England\t''
France\t''
Germany\t''
Italy\t''
Russia\t''
Turkey\t''"
complete -c politburo -n "__fish_politburo_using_subcommand diplomacy; and __fish_seen_subcommand_from removals" -l count -d 'How many units it removes' -r
complete -c politburo -n "__fish_politburo_using_subcommand diplomacy; and __fish_seen_subcommand_from removals" -l units -d 'Its units: "A spa, F stp/sc, A mos"' -r
complete -c politburo -n "__fish_politburo_using_subcommand diplomacy; and __fish_seen_subcommand_from removals" -l verbose -d 'Show each unit\'s distance and route home'
complete -c politburo -n "__fish_politburo_using_subcommand diplomacy; and __fish_seen_subcommand_from removals" -s h -l help -d 'Print help'
complete -c politburo -n "__fish_politburo_using_subcommand diplomacy; and __fish_seen_subcommand_from removals" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand diplomacy; and __fish_seen_subcommand_from players" -s h -l help -d 'Print help'
complete -c politburo -n "__fish_politburo_using_subcommand diplomacy; and __fish_seen_subcommand_from players" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand diplomacy; and __fish_seen_subcommand_from help" -f -a "removals" -d 'The civil-disorder removal order'
complete -c politburo -n "__fish_politburo_using_subcommand diplomacy; and __fish_seen_subcommand_from help" -f -a "players" -d 'Who plays which powers with fewer than seven players'
complete -c politburo -n "__fish_politburo_using_subcommand diplomacy; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c politburo -n "__fish_politburo_using_subcommand aa1914; and not __fish_seen_subcommand_from checklist can-enter help" -s h -l help -d 'Print help'
complete -c politburo -n "__fish_politburo_using_subcommand aa1914; and not __fish_seen_subcommand_from checklist can-enter help" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand aa1914; and not __fish_seen_subcommand_from checklist can-enter help" -f -a "checklist" -d 'The Bolshevik Revolution steps'
complete -c politburo -n "__fish_politburo_using_subcommand aa1914; and not __fish_seen_subcommand_from checklist can-enter help" -f -a "can-enter" -d 'May that unit enter there? With the rule that says so'
complete -c politburo -n "__fish_politburo_using_subcommand aa1914; and not __fish_seen_subcommand_from checklist can-enter help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c politburo -n "__fish_politburo_using_subcommand aa1914; and __fish_seen_subcommand_from checklist" -s h -l help -d 'Print help'
complete -c politburo -n "__fish_politburo_using_subcommand aa1914; and __fish_seen_subcommand_from checklist" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand aa1914; and __fish_seen_subcommand_from can-enter" -l unit -d 'The kind of unit' -r -f -a "land\t''
sea\t''"
complete -c politburo -n "__fish_politburo_using_subcommand aa1914; and __fish_seen_subcommand_from can-enter" -l power -d 'Soviet, Central, Allied, or a power\'s name' -r -f -a "Soviet\t''
Central\t''
Allied\t''
Germany\t''
Austria-Hungary\t''
Ottoman Empire\t''
Imperial Russia\t''
France\t''
United Kingdom\t''
Italy\t''
United States\t''"
complete -c politburo -n "__fish_politburo_using_subcommand aa1914; and __fish_seen_subcommand_from can-enter" -l territory -d 'The territory or sea zone' -r
complete -c politburo -n "__fish_politburo_using_subcommand aa1914; and __fish_seen_subcommand_from can-enter" -l originally-central -d 'The territory was originally Central Powers\''
complete -c politburo -n "__fish_politburo_using_subcommand aa1914; and __fish_seen_subcommand_from can-enter" -l not-originally-central -d 'The territory was not originally Central Powers\''
complete -c politburo -n "__fish_politburo_using_subcommand aa1914; and __fish_seen_subcommand_from can-enter" -l central-now -d 'The territory is Central Powers\' now'
complete -c politburo -n "__fish_politburo_using_subcommand aa1914; and __fish_seen_subcommand_from can-enter" -l not-central-now -d 'The territory is not Central Powers\' now'
complete -c politburo -n "__fish_politburo_using_subcommand aa1914; and __fish_seen_subcommand_from can-enter" -l central-units -d 'Central Powers\' units are in the sea zone'
complete -c politburo -n "__fish_politburo_using_subcommand aa1914; and __fish_seen_subcommand_from can-enter" -l no-central-units -d 'No Central Powers\' units are in the sea zone'
complete -c politburo -n "__fish_politburo_using_subcommand aa1914; and __fish_seen_subcommand_from can-enter" -l ends-move -d 'The unit ends its move there'
complete -c politburo -n "__fish_politburo_using_subcommand aa1914; and __fish_seen_subcommand_from can-enter" -l passes-through -d 'The unit only passes through'
complete -c politburo -n "__fish_politburo_using_subcommand aa1914; and __fish_seen_subcommand_from can-enter" -l other-territory -d 'The territory is one of the map\'s that the variant does not name'
complete -c politburo -n "__fish_politburo_using_subcommand aa1914; and __fish_seen_subcommand_from can-enter" -s h -l help -d 'Print help'
complete -c politburo -n "__fish_politburo_using_subcommand aa1914; and __fish_seen_subcommand_from can-enter" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand aa1914; and __fish_seen_subcommand_from help" -f -a "checklist" -d 'The Bolshevik Revolution steps'
complete -c politburo -n "__fish_politburo_using_subcommand aa1914; and __fish_seen_subcommand_from help" -f -a "can-enter" -d 'May that unit enter there? With the rule that says so'
complete -c politburo -n "__fish_politburo_using_subcommand aa1914; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c politburo -n "__fish_politburo_using_subcommand completions" -s h -l help -d 'Print help'
complete -c politburo -n "__fish_politburo_using_subcommand completions" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand man" -l dir -d 'Write every page (politburo.1 and one per command, as politburo-rcw-plan.1) into this existing folder instead' -r -F
complete -c politburo -n "__fish_politburo_using_subcommand man" -s h -l help -d 'Print help'
complete -c politburo -n "__fish_politburo_using_subcommand man" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and not __fish_seen_subcommand_from help shooting combat morale direct-hit building officer vehicle wire fire ambush veer friendly-fire mob pre-empt pursuit flight" -s h -l help -d 'Print help'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and not __fish_seen_subcommand_from help shooting combat morale direct-hit building officer vehicle wire fire ambush veer friendly-fire mob pre-empt pursuit flight" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and not __fish_seen_subcommand_from help shooting combat morale direct-hit building officer vehicle wire fire ambush veer friendly-fire mob pre-empt pursuit flight" -f -a "help" -d 'Every calculator and every option it takes'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and not __fish_seen_subcommand_from help shooting combat morale direct-hit building officer vehicle wire fire ambush veer friendly-fire mob pre-empt pursuit flight" -f -a "shooting" -d 'Shooting'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and not __fish_seen_subcommand_from help shooting combat morale direct-hit building officer vehicle wire fire ambush veer friendly-fire mob pre-empt pursuit flight" -f -a "combat" -d 'Hand-to-hand combat'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and not __fish_seen_subcommand_from help shooting combat morale direct-hit building officer vehicle wire fire ambush veer friendly-fire mob pre-empt pursuit flight" -f -a "morale" -d 'Morale test'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and not __fish_seen_subcommand_from help shooting combat morale direct-hit building officer vehicle wire fire ambush veer friendly-fire mob pre-empt pursuit flight" -f -a "direct-hit" -d 'Direct hit'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and not __fish_seen_subcommand_from help shooting combat morale direct-hit building officer vehicle wire fire ambush veer friendly-fire mob pre-empt pursuit flight" -f -a "building" -d 'Building section hit (is a hit building section destroyed? also `direct-hit --building-hit …`)'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and not __fish_seen_subcommand_from help shooting combat morale direct-hit building officer vehicle wire fire ambush veer friendly-fire mob pre-empt pursuit flight" -f -a "officer" -d 'Officer casualties'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and not __fish_seen_subcommand_from help shooting combat morale direct-hit building officer vehicle wire fire ambush veer friendly-fire mob pre-empt pursuit flight" -f -a "vehicle" -d 'Vehicle rolls'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and not __fish_seen_subcommand_from help shooting combat morale direct-hit building officer vehicle wire fire ambush veer friendly-fire mob pre-empt pursuit flight" -f -a "wire" -d 'Barbed wire'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and not __fish_seen_subcommand_from help shooting combat morale direct-hit building officer vehicle wire fire ambush veer friendly-fire mob pre-empt pursuit flight" -f -a "fire" -d 'Burning buildings'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and not __fish_seen_subcommand_from help shooting combat morale direct-hit building officer vehicle wire fire ambush veer friendly-fire mob pre-empt pursuit flight" -f -a "ambush" -d 'Scouting for ambush'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and not __fish_seen_subcommand_from help shooting combat morale direct-hit building officer vehicle wire fire ambush veer friendly-fire mob pre-empt pursuit flight" -f -a "veer" -d 'Night or fog: veering (night or fog, not following a terrain feature)'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and not __fish_seen_subcommand_from help shooting combat morale direct-hit building officer vehicle wire fire ambush veer friendly-fire mob pre-empt pursuit flight" -f -a "friendly-fire" -d 'Night or fog: coming on friends (night or fog, units coming on friends)'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and not __fish_seen_subcommand_from help shooting combat morale direct-hit building officer vehicle wire fire ambush veer friendly-fire mob pre-empt pursuit flight" -f -a "mob" -d 'Mob hesitation (Mob hesitation)'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and not __fish_seen_subcommand_from help shooting combat morale direct-hit building officer vehicle wire fire ambush veer friendly-fire mob pre-empt pursuit flight" -f -a "pre-empt" -d 'Clever officer pre-empting (Clever officer)'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and not __fish_seen_subcommand_from help shooting combat morale direct-hit building officer vehicle wire fire ambush veer friendly-fire mob pre-empt pursuit flight" -f -a "pursuit" -d 'Pursuit by sabres'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and not __fish_seen_subcommand_from help shooting combat morale direct-hit building officer vehicle wire fire ambush veer friendly-fire mob pre-empt pursuit flight" -f -a "flight" -d 'Flight number'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from help" -s h -l help -d 'Print help'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from help" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from shooting" -l value -d 'Base shooting value --value <0–100>' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from shooting" -l bases -d 'Bases shooting --bases <1–12>' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from shooting" -l terror -d 'Terror markers (humiliated included) [--terror <0–12>]' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from shooting" -l observed -d 'Observed indirect fire: [--observed no|first|later]' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from shooting" -l cover -d 'Cover (only the best counts): [--cover super-hard|stone|wooden|evading-soft|evading-open|soft]…' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from shooting" -l dice -d 'Your own dice\'s faces, e.g. 4,5 (otherwise the exact chances only)' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from shooting" -l long-range -d 'Long range (½) [--long-range]'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from shooting" -l speculative -d 'Speculative area fire (½) [--speculative]'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from shooting" -l mg-close -d 'MGs at 200m (8") or less (+3 columns) [--mg-close]'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from shooting" -l tank -d 'A tank is firing [--tank]'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from shooting" -l enfiladed -d 'Target enfiladed (+1 column) [--enfiladed]'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from shooting" -l formed-cavalry -l road-column -d 'Target formed cavalry or road column (+2 columns) [--formed-cavalry | --road-column]'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from shooting" -l skirmishers -l partisans-in-cover -d 'Target skirmishers or partisans in cover (−1 column) [--skirmishers | --partisans-in-cover]'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from shooting" -s h -l help -d 'Print help'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from shooting" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from combat" -l charger-fighting -d 'Charger fighting number --charger-fighting <0–100>' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from combat" -l charger-bases -d 'Charger bases --charger-bases <1–12>' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from combat" -l charger-terror -d 'Charger terror markers [--charger-terror <0–12>]' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from combat" -l defender-fighting -d 'Defender fighting number --defender-fighting <0–100>' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from combat" -l defender-bases -d 'Defender bases --defender-bases <1–12>' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from combat" -l defender-terror -d 'Defender terror markers [--defender-terror <0–12>]' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from combat" -l contact -d 'Charge contacts the defender\'s: [--contact front|flank|rear]' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from combat" -l dice -d 'Your own dice\'s faces, e.g. 4,5 (otherwise the exact chances only)' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from combat" -l charger-uphill -d 'Charger uphill (+25%) [--charger-uphill]'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from combat" -l charger-formed-cavalry -d 'Formed cavalry charging (+25%) [--charger-formed-cavalry]'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from combat" -l defender-uphill -d 'Defender uphill (+25%) [--defender-uphill]'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from combat" -l defender-fortifications -d 'Behind fortifications (+50%) [--defender-fortifications]'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from combat" -l defender-cover -d 'Defending in cover or at bridge, ford, breach (+25%) [--defender-cover]'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from combat" -s h -l help -d 'Print help'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from combat" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from morale" -l test -d 'Test --test charge|fear|serious|rally-rout|rally-pinned' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from morale" -l number -d 'Success number --number <0–12>' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from morale" -l officers -d 'Officers\' morale effect [--officers <-6–6>]' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from morale" -l dice -d 'Your own dice\'s faces, e.g. 4,5 (otherwise the exact chances only)' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from morale" -l enemy-behind-flank -d 'Enemy behind the unit\'s flanks within 300m (12") (−2) [--enemy-behind-flank]'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from morale" -l earthworks -d 'Behind earthworks, in a trench or stone building (+2) [--earthworks]'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from morale" -l night -l fog -d 'Night or fog (+1) [--night | --fog]'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from morale" -l ambushed-marching -d 'Ambushed while marching (−3, fear test) [--ambushed-marching]'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from morale" -l commissar -d 'Commissar officer (optional rule) [--commissar]'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from morale" -s h -l help -d 'Print help'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from morale" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from direct-hit" -l gun -d 'Gun: --gun field|other' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from direct-hit" -l target -d 'Target: --target building|moving-vehicle|stationary-vehicle|other' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from direct-hit" -l range-m -d 'Range in range-m <0–100000>' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from direct-hit" -l range-in -d 'Range in range-in <0–4000>' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from direct-hit" -l observed -d 'Observed indirect fire: [--observed no|first|later]' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from direct-hit" -l dice -d 'Your own dice\'s faces, e.g. 4,5 (otherwise the exact chances only)' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from direct-hit" -l building-hit -d 'Building section: --building-hit wooden|stone' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from direct-hit" -l consecutive-stationary -d 'Consecutive rounds at a stationary target (no range +1) [--consecutive-stationary]'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from direct-hit" -l poor -d 'Early Soviet / very poor unit (+1) [--poor]'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from direct-hit" -s h -l help -d 'Print help'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from direct-hit" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from building" -l building-hit -d 'Building section: --building-hit wooden|stone' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from building" -l dice -d 'Your own dice\'s faces, e.g. 4,5 (otherwise the exact chances only)' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from building" -s h -l help -d 'Print help'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from building" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from officer" -l context -d 'After: --context shooting|combat' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from officer" -l officers -d 'Officers [--officers <1–12>]' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from officer" -l dice -d 'Your own dice\'s faces, e.g. 4,5 (otherwise the exact chances only)' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from officer" -l routs -d 'The unit routs [--routs (with --context combat)]'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from officer" -s h -l help -d 'Print help'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from officer" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from vehicle" -l kind -d 'Vehicle: [--kind tank|armoured-car]' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from vehicle" -l event -d 'Event --event breakdown|obstacle|wire|repair|charged' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from vehicle" -l dice -d 'Your own dice\'s faces, e.g. 4,5 (otherwise the exact chances only)' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from vehicle" -l off-road -d 'Off flat ground, gentle hills and roads [--off-road (with --event breakdown)]'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from vehicle" -l grenadiers -d 'Grenadiers (+2) [--grenadiers (with --event charged)]'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from vehicle" -s h -l help -d 'Print help'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from vehicle" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from wire" -l who -d 'Who: --who infantry|engineers|tank' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from wire" -l strips -d 'Strips of 100m (4") [--strips <1–24> (with --who tank)]' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from wire" -l dice -d 'Your own dice\'s faces, e.g. 4,5 (otherwise the exact chances only)' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from wire" -s h -l help -d 'Print help'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from wire" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from fire" -l action -d 'Action: --action set|fight' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from fire" -l markers -d 'Fire markers --markers <1–4> (with --action fight)' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from fire" -l dice -d 'Your own dice\'s faces, e.g. 4,5 (otherwise the exact chances only)' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from fire" -s h -l help -d 'Print help'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from fire" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from ambush" -l distance -d 'Distance to the terrain (inches) [--distance <0–8>]' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from ambush" -l dice -d 'Your own dice\'s faces, e.g. 4,5 (otherwise the exact chances only)' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from ambush" -l partisans -d 'Partisans scouting (range 8") [--partisans]'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from ambush" -l clever -d 'A clever officer scouting (range 8") [--clever]'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from ambush" -s h -l help -d 'Print help'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from ambush" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from veer" -l dice -d 'Your own dice\'s faces, e.g. 4,5 (otherwise the exact chances only)' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from veer" -s h -l help -d 'Print help'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from veer" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from friendly-fire" -l dice -d 'Your own dice\'s faces, e.g. 4,5 (otherwise the exact chances only)' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from friendly-fire" -s h -l help -d 'Print help'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from friendly-fire" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from mob" -l dice -d 'Your own dice\'s faces, e.g. 4,5 (otherwise the exact chances only)' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from mob" -s h -l help -d 'Print help'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from mob" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from pre-empt" -l dice -d 'Your own dice\'s faces, e.g. 4,5 (otherwise the exact chances only)' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from pre-empt" -l target-clever -d 'The target has a Clever officer too [--target-clever]'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from pre-empt" -s h -l help -d 'Print help'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from pre-empt" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from pursuit" -l routers -d 'The routers are: --routers slower|same-speed-cavalry' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from pursuit" -l dice -d 'Your own dice\'s faces, e.g. 4,5 (otherwise the exact chances only)' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from pursuit" -s h -l help -d 'Print help'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from pursuit" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from flight" -l percent -d 'Flight number (%) --percent <0–100>' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from flight" -l points -d 'Original points --points <1–1000000>' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from flight" -l lost -d 'Points destroyed, captured or routing [--lost <0–1000000>]' -r
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from flight" -s h -l help -d 'Print help'
complete -c politburo -n "__fish_politburo_using_subcommand red-actions; and __fish_seen_subcommand_from flight" -s V -l version -d 'Print version'
complete -c politburo -n "__fish_politburo_using_subcommand help; and not __fish_seen_subcommand_from rcw tables table odds roll directory diplomacy aa1914 completions man red-actions help" -f -a "rcw" -d 'Russian Civil War: the start PCT and the attack planner'
complete -c politburo -n "__fish_politburo_using_subcommand help; and not __fish_seen_subcommand_from rcw tables table odds roll directory diplomacy aa1914 completions man red-actions help" -f -a "tables" -d 'List every table of every game: <id>\\t<title>'
complete -c politburo -n "__fish_politburo_using_subcommand help; and not __fish_seen_subcommand_from rcw tables table odds roll directory diplomacy aa1914 completions man red-actions help" -f -a "table" -d 'Print one table as plain text'
complete -c politburo -n "__fish_politburo_using_subcommand help; and not __fish_seen_subcommand_from rcw tables table odds roll directory diplomacy aa1914 completions man red-actions help" -f -a "odds" -d 'Exact chance of each final result of a table (re-rolls followed)'
complete -c politburo -n "__fish_politburo_using_subcommand help; and not __fish_seen_subcommand_from rcw tables table odds roll directory diplomacy aa1914 completions man red-actions help" -f -a "roll" -d 'Roll on a table with the app\'s dice or yours (re-rolls followed)'
complete -c politburo -n "__fish_politburo_using_subcommand help; and not __fish_seen_subcommand_from rcw tables table odds roll directory diplomacy aa1914 completions man red-actions help" -f -a "directory" -d 'Fall of the Directory / Makhno\'s Return'
complete -c politburo -n "__fish_politburo_using_subcommand help; and not __fish_seen_subcommand_from rcw tables table odds roll directory diplomacy aa1914 completions man red-actions help" -f -a "diplomacy" -d 'Diplomacy: civil-disorder removals and player-count setups'
complete -c politburo -n "__fish_politburo_using_subcommand help; and not __fish_seen_subcommand_from rcw tables table odds roll directory diplomacy aa1914 completions man red-actions help" -f -a "aa1914" -d 'Axis & Allies 1914: the Russian Civil War variant'
complete -c politburo -n "__fish_politburo_using_subcommand help; and not __fish_seen_subcommand_from rcw tables table odds roll directory diplomacy aa1914 completions man red-actions help" -f -a "completions" -d 'Print a shell completion script (bash, zsh, fish, elvish, powershell)'
complete -c politburo -n "__fish_politburo_using_subcommand help; and not __fish_seen_subcommand_from rcw tables table odds roll directory diplomacy aa1914 completions man red-actions help" -f -a "man" -d 'Print the manual page (roff), as the package installs it for `man politburo`'
complete -c politburo -n "__fish_politburo_using_subcommand help; and not __fish_seen_subcommand_from rcw tables table odds roll directory diplomacy aa1914 completions man red-actions help" -f -a "red-actions" -d 'Red Actions! calculators (shooting, combat, morale, direct-hit, …)'
complete -c politburo -n "__fish_politburo_using_subcommand help; and not __fish_seen_subcommand_from rcw tables table odds roll directory diplomacy aa1914 completions man red-actions help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c politburo -n "__fish_politburo_using_subcommand help; and __fish_seen_subcommand_from rcw" -f -a "pct" -d 'Print the start Player Cooperation Table [I-1] as a grid'
complete -c politburo -n "__fish_politburo_using_subcommand help; and __fish_seen_subcommand_from rcw" -f -a "plan" -d 'Plan one Attack Priority Table entry (or a vindictive turn\'s attacks)'
complete -c politburo -n "__fish_politburo_using_subcommand help; and __fish_seen_subcommand_from rcw" -f -a "play" -d 'Play whole turns from the terminal, or from a script with --json'
complete -c politburo -n "__fish_politburo_using_subcommand help; and __fish_seen_subcommand_from rcw" -f -a "show" -d 'Print a session\'s board: the turn, the PCT and the order of battle'
complete -c politburo -n "__fish_politburo_using_subcommand help; and __fish_seen_subcommand_from rcw" -f -a "map" -d 'Your map: check a map file, show, import or export the one kept'
complete -c politburo -n "__fish_politburo_using_subcommand help; and __fish_seen_subcommand_from directory" -f -a "combat" -d 'Combat odds, exact chances and a roll'
complete -c politburo -n "__fish_politburo_using_subcommand help; and __fish_seen_subcommand_from diplomacy" -f -a "removals" -d 'The civil-disorder removal order'
complete -c politburo -n "__fish_politburo_using_subcommand help; and __fish_seen_subcommand_from diplomacy" -f -a "players" -d 'Who plays which powers with fewer than seven players'
complete -c politburo -n "__fish_politburo_using_subcommand help; and __fish_seen_subcommand_from aa1914" -f -a "checklist" -d 'The Bolshevik Revolution steps'
complete -c politburo -n "__fish_politburo_using_subcommand help; and __fish_seen_subcommand_from aa1914" -f -a "can-enter" -d 'May that unit enter there? With the rule that says so'
complete -c politburo -n "__fish_politburo_using_subcommand help; and __fish_seen_subcommand_from red-actions" -f -a "help" -d 'Every calculator and every option it takes'
complete -c politburo -n "__fish_politburo_using_subcommand help; and __fish_seen_subcommand_from red-actions" -f -a "shooting" -d 'Shooting'
complete -c politburo -n "__fish_politburo_using_subcommand help; and __fish_seen_subcommand_from red-actions" -f -a "combat" -d 'Hand-to-hand combat'
complete -c politburo -n "__fish_politburo_using_subcommand help; and __fish_seen_subcommand_from red-actions" -f -a "morale" -d 'Morale test'
complete -c politburo -n "__fish_politburo_using_subcommand help; and __fish_seen_subcommand_from red-actions" -f -a "direct-hit" -d 'Direct hit'
complete -c politburo -n "__fish_politburo_using_subcommand help; and __fish_seen_subcommand_from red-actions" -f -a "building" -d 'Building section hit (is a hit building section destroyed? also `direct-hit --building-hit …`)'
complete -c politburo -n "__fish_politburo_using_subcommand help; and __fish_seen_subcommand_from red-actions" -f -a "officer" -d 'Officer casualties'
complete -c politburo -n "__fish_politburo_using_subcommand help; and __fish_seen_subcommand_from red-actions" -f -a "vehicle" -d 'Vehicle rolls'
complete -c politburo -n "__fish_politburo_using_subcommand help; and __fish_seen_subcommand_from red-actions" -f -a "wire" -d 'Barbed wire'
complete -c politburo -n "__fish_politburo_using_subcommand help; and __fish_seen_subcommand_from red-actions" -f -a "fire" -d 'Burning buildings'
complete -c politburo -n "__fish_politburo_using_subcommand help; and __fish_seen_subcommand_from red-actions" -f -a "ambush" -d 'Scouting for ambush'
complete -c politburo -n "__fish_politburo_using_subcommand help; and __fish_seen_subcommand_from red-actions" -f -a "veer" -d 'Night or fog: veering (night or fog, not following a terrain feature)'
complete -c politburo -n "__fish_politburo_using_subcommand help; and __fish_seen_subcommand_from red-actions" -f -a "friendly-fire" -d 'Night or fog: coming on friends (night or fog, units coming on friends)'
complete -c politburo -n "__fish_politburo_using_subcommand help; and __fish_seen_subcommand_from red-actions" -f -a "mob" -d 'Mob hesitation (Mob hesitation)'
complete -c politburo -n "__fish_politburo_using_subcommand help; and __fish_seen_subcommand_from red-actions" -f -a "pre-empt" -d 'Clever officer pre-empting (Clever officer)'
complete -c politburo -n "__fish_politburo_using_subcommand help; and __fish_seen_subcommand_from red-actions" -f -a "pursuit" -d 'Pursuit by sabres'
complete -c politburo -n "__fish_politburo_using_subcommand help; and __fish_seen_subcommand_from red-actions" -f -a "flight" -d 'Flight number'
