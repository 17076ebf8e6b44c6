_politburo() {
    local i cur prev opts cmd
    COMPREPLY=()
    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
        cur="$2"
    else
        cur="${COMP_WORDS[COMP_CWORD]}"
    fi
    prev="$3"
    cmd=""
    opts=""

    for i in "${COMP_WORDS[@]:0:COMP_CWORD}"
    do
        case "${cmd},${i}" in
            ",$1")
                cmd="politburo"
                ;;
            politburo,aa1914)
                cmd="politburo__subcmd__aa1914"
                ;;
            politburo,completions)
                cmd="politburo__subcmd__completions"
                ;;
            politburo,diplomacy)
                cmd="politburo__subcmd__diplomacy"
                ;;
            politburo,directory)
                cmd="politburo__subcmd__directory"
                ;;
            politburo,help)
                cmd="politburo__subcmd__help"
                ;;
            politburo,man)
                cmd="politburo__subcmd__man"
                ;;
            politburo,odds)
                cmd="politburo__subcmd__odds"
                ;;
            politburo,rcw)
                cmd="politburo__subcmd__rcw"
                ;;
            politburo,red-actions)
                cmd="politburo__subcmd__red__subcmd__actions"
                ;;
            politburo,roll)
                cmd="politburo__subcmd__roll"
                ;;
            politburo,table)
                cmd="politburo__subcmd__table"
                ;;
            politburo,tables)
                cmd="politburo__subcmd__tables"
                ;;
            politburo__subcmd__aa1914,can-enter)
                cmd="politburo__subcmd__aa1914__subcmd__can__subcmd__enter"
                ;;
            politburo__subcmd__aa1914,checklist)
                cmd="politburo__subcmd__aa1914__subcmd__checklist"
                ;;
            politburo__subcmd__aa1914,help)
                cmd="politburo__subcmd__aa1914__subcmd__help"
                ;;
            politburo__subcmd__aa1914__subcmd__help,can-enter)
                cmd="politburo__subcmd__aa1914__subcmd__help__subcmd__can__subcmd__enter"
                ;;
            politburo__subcmd__aa1914__subcmd__help,checklist)
                cmd="politburo__subcmd__aa1914__subcmd__help__subcmd__checklist"
                ;;
            politburo__subcmd__aa1914__subcmd__help,help)
                cmd="politburo__subcmd__aa1914__subcmd__help__subcmd__help"
                ;;
            politburo__subcmd__diplomacy,help)
                cmd="politburo__subcmd__diplomacy__subcmd__help"
                ;;
            politburo__subcmd__diplomacy,players)
                cmd="politburo__subcmd__diplomacy__subcmd__players"
                ;;
            politburo__subcmd__diplomacy,removals)
                cmd="politburo__subcmd__diplomacy__subcmd__removals"
                ;;
            politburo__subcmd__diplomacy__subcmd__help,help)
                cmd="politburo__subcmd__diplomacy__subcmd__help__subcmd__help"
                ;;
            politburo__subcmd__diplomacy__subcmd__help,players)
                cmd="politburo__subcmd__diplomacy__subcmd__help__subcmd__players"
                ;;
            politburo__subcmd__diplomacy__subcmd__help,removals)
                cmd="politburo__subcmd__diplomacy__subcmd__help__subcmd__removals"
                ;;
            politburo__subcmd__directory,combat)
                cmd="politburo__subcmd__directory__subcmd__combat"
                ;;
            politburo__subcmd__directory,help)
                cmd="politburo__subcmd__directory__subcmd__help"
                ;;
            politburo__subcmd__directory__subcmd__help,combat)
                cmd="politburo__subcmd__directory__subcmd__help__subcmd__combat"
                ;;
            politburo__subcmd__directory__subcmd__help,help)
                cmd="politburo__subcmd__directory__subcmd__help__subcmd__help"
                ;;
            politburo__subcmd__help,aa1914)
                cmd="politburo__subcmd__help__subcmd__aa1914"
                ;;
            politburo__subcmd__help,completions)
                cmd="politburo__subcmd__help__subcmd__completions"
                ;;
            politburo__subcmd__help,diplomacy)
                cmd="politburo__subcmd__help__subcmd__diplomacy"
                ;;
            politburo__subcmd__help,directory)
                cmd="politburo__subcmd__help__subcmd__directory"
                ;;
            politburo__subcmd__help,help)
                cmd="politburo__subcmd__help__subcmd__help"
                ;;
            politburo__subcmd__help,man)
                cmd="politburo__subcmd__help__subcmd__man"
                ;;
            politburo__subcmd__help,odds)
                cmd="politburo__subcmd__help__subcmd__odds"
                ;;
            politburo__subcmd__help,rcw)
                cmd="politburo__subcmd__help__subcmd__rcw"
                ;;
            politburo__subcmd__help,red-actions)
                cmd="politburo__subcmd__help__subcmd__red__subcmd__actions"
                ;;
            politburo__subcmd__help,roll)
                cmd="politburo__subcmd__help__subcmd__roll"
                ;;
            politburo__subcmd__help,table)
                cmd="politburo__subcmd__help__subcmd__table"
                ;;
            politburo__subcmd__help,tables)
                cmd="politburo__subcmd__help__subcmd__tables"
                ;;
            politburo__subcmd__help__subcmd__aa1914,can-enter)
                cmd="politburo__subcmd__help__subcmd__aa1914__subcmd__can__subcmd__enter"
                ;;
            politburo__subcmd__help__subcmd__aa1914,checklist)
                cmd="politburo__subcmd__help__subcmd__aa1914__subcmd__checklist"
                ;;
            politburo__subcmd__help__subcmd__diplomacy,players)
                cmd="politburo__subcmd__help__subcmd__diplomacy__subcmd__players"
                ;;
            politburo__subcmd__help__subcmd__diplomacy,removals)
                cmd="politburo__subcmd__help__subcmd__diplomacy__subcmd__removals"
                ;;
            politburo__subcmd__help__subcmd__directory,combat)
                cmd="politburo__subcmd__help__subcmd__directory__subcmd__combat"
                ;;
            politburo__subcmd__help__subcmd__rcw,map)
                cmd="politburo__subcmd__help__subcmd__rcw__subcmd__map"
                ;;
            politburo__subcmd__help__subcmd__rcw,pct)
                cmd="politburo__subcmd__help__subcmd__rcw__subcmd__pct"
                ;;
            politburo__subcmd__help__subcmd__rcw,plan)
                cmd="politburo__subcmd__help__subcmd__rcw__subcmd__plan"
                ;;
            politburo__subcmd__help__subcmd__rcw,play)
                cmd="politburo__subcmd__help__subcmd__rcw__subcmd__play"
                ;;
            politburo__subcmd__help__subcmd__rcw,show)
                cmd="politburo__subcmd__help__subcmd__rcw__subcmd__show"
                ;;
            politburo__subcmd__help__subcmd__rcw__subcmd__map,check)
                cmd="politburo__subcmd__help__subcmd__rcw__subcmd__map__subcmd__check"
                ;;
            politburo__subcmd__help__subcmd__rcw__subcmd__map,example)
                cmd="politburo__subcmd__help__subcmd__rcw__subcmd__map__subcmd__example"
                ;;
            politburo__subcmd__help__subcmd__rcw__subcmd__map,export)
                cmd="politburo__subcmd__help__subcmd__rcw__subcmd__map__subcmd__export"
                ;;
            politburo__subcmd__help__subcmd__rcw__subcmd__map,import)
                cmd="politburo__subcmd__help__subcmd__rcw__subcmd__map__subcmd__import"
                ;;
            politburo__subcmd__help__subcmd__rcw__subcmd__map,show)
                cmd="politburo__subcmd__help__subcmd__rcw__subcmd__map__subcmd__show"
                ;;
            politburo__subcmd__help__subcmd__red__subcmd__actions,ambush)
                cmd="politburo__subcmd__help__subcmd__red__subcmd__actions__subcmd__ambush"
                ;;
            politburo__subcmd__help__subcmd__red__subcmd__actions,building)
                cmd="politburo__subcmd__help__subcmd__red__subcmd__actions__subcmd__building"
                ;;
            politburo__subcmd__help__subcmd__red__subcmd__actions,combat)
                cmd="politburo__subcmd__help__subcmd__red__subcmd__actions__subcmd__combat"
                ;;
            politburo__subcmd__help__subcmd__red__subcmd__actions,direct-hit)
                cmd="politburo__subcmd__help__subcmd__red__subcmd__actions__subcmd__direct__subcmd__hit"
                ;;
            politburo__subcmd__help__subcmd__red__subcmd__actions,fire)
                cmd="politburo__subcmd__help__subcmd__red__subcmd__actions__subcmd__fire"
                ;;
            politburo__subcmd__help__subcmd__red__subcmd__actions,flight)
                cmd="politburo__subcmd__help__subcmd__red__subcmd__actions__subcmd__flight"
                ;;
            politburo__subcmd__help__subcmd__red__subcmd__actions,friendly-fire)
                cmd="politburo__subcmd__help__subcmd__red__subcmd__actions__subcmd__friendly__subcmd__fire"
                ;;
            politburo__subcmd__help__subcmd__red__subcmd__actions,help)
                cmd="politburo__subcmd__help__subcmd__red__subcmd__actions__subcmd__help"
                ;;
            politburo__subcmd__help__subcmd__red__subcmd__actions,mob)
                cmd="politburo__subcmd__help__subcmd__red__subcmd__actions__subcmd__mob"
                ;;
            politburo__subcmd__help__subcmd__red__subcmd__actions,morale)
                cmd="politburo__subcmd__help__subcmd__red__subcmd__actions__subcmd__morale"
                ;;
            politburo__subcmd__help__subcmd__red__subcmd__actions,officer)
                cmd="politburo__subcmd__help__subcmd__red__subcmd__actions__subcmd__officer"
                ;;
            politburo__subcmd__help__subcmd__red__subcmd__actions,pre-empt)
                cmd="politburo__subcmd__help__subcmd__red__subcmd__actions__subcmd__pre__subcmd__empt"
                ;;
            politburo__subcmd__help__subcmd__red__subcmd__actions,pursuit)
                cmd="politburo__subcmd__help__subcmd__red__subcmd__actions__subcmd__pursuit"
                ;;
            politburo__subcmd__help__subcmd__red__subcmd__actions,shooting)
                cmd="politburo__subcmd__help__subcmd__red__subcmd__actions__subcmd__shooting"
                ;;
            politburo__subcmd__help__subcmd__red__subcmd__actions,veer)
                cmd="politburo__subcmd__help__subcmd__red__subcmd__actions__subcmd__veer"
                ;;
            politburo__subcmd__help__subcmd__red__subcmd__actions,vehicle)
                cmd="politburo__subcmd__help__subcmd__red__subcmd__actions__subcmd__vehicle"
                ;;
            politburo__subcmd__help__subcmd__red__subcmd__actions,wire)
                cmd="politburo__subcmd__help__subcmd__red__subcmd__actions__subcmd__wire"
                ;;
            politburo__subcmd__rcw,help)
                cmd="politburo__subcmd__rcw__subcmd__help"
                ;;
            politburo__subcmd__rcw,map)
                cmd="politburo__subcmd__rcw__subcmd__map"
                ;;
            politburo__subcmd__rcw,pct)
                cmd="politburo__subcmd__rcw__subcmd__pct"
                ;;
            politburo__subcmd__rcw,plan)
                cmd="politburo__subcmd__rcw__subcmd__plan"
                ;;
            politburo__subcmd__rcw,play)
                cmd="politburo__subcmd__rcw__subcmd__play"
                ;;
            politburo__subcmd__rcw,show)
                cmd="politburo__subcmd__rcw__subcmd__show"
                ;;
            politburo__subcmd__rcw__subcmd__help,help)
                cmd="politburo__subcmd__rcw__subcmd__help__subcmd__help"
                ;;
            politburo__subcmd__rcw__subcmd__help,map)
                cmd="politburo__subcmd__rcw__subcmd__help__subcmd__map"
                ;;
            politburo__subcmd__rcw__subcmd__help,pct)
                cmd="politburo__subcmd__rcw__subcmd__help__subcmd__pct"
                ;;
            politburo__subcmd__rcw__subcmd__help,plan)
                cmd="politburo__subcmd__rcw__subcmd__help__subcmd__plan"
                ;;
            politburo__subcmd__rcw__subcmd__help,play)
                cmd="politburo__subcmd__rcw__subcmd__help__subcmd__play"
                ;;
            politburo__subcmd__rcw__subcmd__help,show)
                cmd="politburo__subcmd__rcw__subcmd__help__subcmd__show"
                ;;
            politburo__subcmd__rcw__subcmd__help__subcmd__map,check)
                cmd="politburo__subcmd__rcw__subcmd__help__subcmd__map__subcmd__check"
                ;;
            politburo__subcmd__rcw__subcmd__help__subcmd__map,example)
                cmd="politburo__subcmd__rcw__subcmd__help__subcmd__map__subcmd__example"
                ;;
            politburo__subcmd__rcw__subcmd__help__subcmd__map,export)
                cmd="politburo__subcmd__rcw__subcmd__help__subcmd__map__subcmd__export"
                ;;
            politburo__subcmd__rcw__subcmd__help__subcmd__map,import)
                cmd="politburo__subcmd__rcw__subcmd__help__subcmd__map__subcmd__import"
                ;;
            politburo__subcmd__rcw__subcmd__help__subcmd__map,show)
                cmd="politburo__subcmd__rcw__subcmd__help__subcmd__map__subcmd__show"
                ;;
            politburo__subcmd__rcw__subcmd__map,check)
                cmd="politburo__subcmd__rcw__subcmd__map__subcmd__check"
                ;;
            politburo__subcmd__rcw__subcmd__map,example)
                cmd="politburo__subcmd__rcw__subcmd__map__subcmd__example"
                ;;
            politburo__subcmd__rcw__subcmd__map,export)
                cmd="politburo__subcmd__rcw__subcmd__map__subcmd__export"
                ;;
            politburo__subcmd__rcw__subcmd__map,help)
                cmd="politburo__subcmd__rcw__subcmd__map__subcmd__help"
                ;;
            politburo__subcmd__rcw__subcmd__map,import)
                cmd="politburo__subcmd__rcw__subcmd__map__subcmd__import"
                ;;
            politburo__subcmd__rcw__subcmd__map,show)
                cmd="politburo__subcmd__rcw__subcmd__map__subcmd__show"
                ;;
            politburo__subcmd__rcw__subcmd__map__subcmd__help,check)
                cmd="politburo__subcmd__rcw__subcmd__map__subcmd__help__subcmd__check"
                ;;
            politburo__subcmd__rcw__subcmd__map__subcmd__help,example)
                cmd="politburo__subcmd__rcw__subcmd__map__subcmd__help__subcmd__example"
                ;;
            politburo__subcmd__rcw__subcmd__map__subcmd__help,export)
                cmd="politburo__subcmd__rcw__subcmd__map__subcmd__help__subcmd__export"
                ;;
            politburo__subcmd__rcw__subcmd__map__subcmd__help,help)
                cmd="politburo__subcmd__rcw__subcmd__map__subcmd__help__subcmd__help"
                ;;
            politburo__subcmd__rcw__subcmd__map__subcmd__help,import)
                cmd="politburo__subcmd__rcw__subcmd__map__subcmd__help__subcmd__import"
                ;;
            politburo__subcmd__rcw__subcmd__map__subcmd__help,show)
                cmd="politburo__subcmd__rcw__subcmd__map__subcmd__help__subcmd__show"
                ;;
            politburo__subcmd__red__subcmd__actions,ambush)
                cmd="politburo__subcmd__red__subcmd__actions__subcmd__ambush"
                ;;
            politburo__subcmd__red__subcmd__actions,building)
                cmd="politburo__subcmd__red__subcmd__actions__subcmd__building"
                ;;
            politburo__subcmd__red__subcmd__actions,combat)
                cmd="politburo__subcmd__red__subcmd__actions__subcmd__combat"
                ;;
            politburo__subcmd__red__subcmd__actions,direct-hit)
                cmd="politburo__subcmd__red__subcmd__actions__subcmd__direct__subcmd__hit"
                ;;
            politburo__subcmd__red__subcmd__actions,fire)
                cmd="politburo__subcmd__red__subcmd__actions__subcmd__fire"
                ;;
            politburo__subcmd__red__subcmd__actions,flight)
                cmd="politburo__subcmd__red__subcmd__actions__subcmd__flight"
                ;;
            politburo__subcmd__red__subcmd__actions,friendly-fire)
                cmd="politburo__subcmd__red__subcmd__actions__subcmd__friendly__subcmd__fire"
                ;;
            politburo__subcmd__red__subcmd__actions,help)
                cmd="politburo__subcmd__red__subcmd__actions__subcmd__help"
                ;;
            politburo__subcmd__red__subcmd__actions,mob)
                cmd="politburo__subcmd__red__subcmd__actions__subcmd__mob"
                ;;
            politburo__subcmd__red__subcmd__actions,morale)
                cmd="politburo__subcmd__red__subcmd__actions__subcmd__morale"
                ;;
            politburo__subcmd__red__subcmd__actions,officer)
                cmd="politburo__subcmd__red__subcmd__actions__subcmd__officer"
                ;;
            politburo__subcmd__red__subcmd__actions,pre-empt)
                cmd="politburo__subcmd__red__subcmd__actions__subcmd__pre__subcmd__empt"
                ;;
            politburo__subcmd__red__subcmd__actions,pursuit)
                cmd="politburo__subcmd__red__subcmd__actions__subcmd__pursuit"
                ;;
            politburo__subcmd__red__subcmd__actions,shooting)
                cmd="politburo__subcmd__red__subcmd__actions__subcmd__shooting"
                ;;
            politburo__subcmd__red__subcmd__actions,veer)
                cmd="politburo__subcmd__red__subcmd__actions__subcmd__veer"
                ;;
            politburo__subcmd__red__subcmd__actions,vehicle)
                cmd="politburo__subcmd__red__subcmd__actions__subcmd__vehicle"
                ;;
            politburo__subcmd__red__subcmd__actions,wire)
                cmd="politburo__subcmd__red__subcmd__actions__subcmd__wire"
                ;;
            *)
                ;;
        esac
    done

    case "${cmd}" in
        politburo)
            opts="-h -V --help --version rcw tables table odds roll directory diplomacy aa1914 completions man red-actions help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 1 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__aa1914)
            opts="-h -V --help --version checklist can-enter help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__aa1914__subcmd__can__subcmd__enter)
            opts="-h -V --unit --power --territory --originally-central --not-originally-central --central-now --not-central-now --central-units --no-central-units --ends-move --passes-through --other-territory --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --unit)
                    COMPREPLY=($(compgen -W "land sea" -- "${cur}"))
                    return 0
                    ;;
                --power)
                    COMPREPLY=($(compgen -W "Soviet Central Allied Germany Austria-Hungary Ottoman Empire Imperial Russia France United Kingdom Italy United States" -- "${cur}"))
                    return 0
                    ;;
                --territory)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__aa1914__subcmd__checklist)
            opts="-h -V --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__aa1914__subcmd__help)
            opts="checklist can-enter help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__aa1914__subcmd__help__subcmd__can__subcmd__enter)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__aa1914__subcmd__help__subcmd__checklist)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__aa1914__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__completions)
            opts="-h -V --help --version bash elvish fish powershell zsh"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__diplomacy)
            opts="-h -V --help --version removals players help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__diplomacy__subcmd__help)
            opts="removals players help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__diplomacy__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__diplomacy__subcmd__help__subcmd__players)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__diplomacy__subcmd__help__subcmd__removals)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__diplomacy__subcmd__players)
            opts="-h -V --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__diplomacy__subcmd__removals)
            opts="-h -V --power --count --units --verbose --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --power)
                    COMPREPLY=($(compgen -W "Austria England France Germany Italy Russia Turkey" -- "${cur}"))
                    return 0
                    ;;
                --count)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --units)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__directory)
            opts="-h -V --help --version combat help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__directory__subcmd__combat)
            opts="-h -V --attacker --defender --other-defender --roll --dice --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --attacker)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --defender)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --other-defender)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__directory__subcmd__help)
            opts="combat help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__directory__subcmd__help__subcmd__combat)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__directory__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help)
            opts="rcw tables table odds roll directory diplomacy aa1914 completions man red-actions help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__aa1914)
            opts="checklist can-enter"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__aa1914__subcmd__can__subcmd__enter)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__aa1914__subcmd__checklist)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__completions)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__diplomacy)
            opts="removals players"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__diplomacy__subcmd__players)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__diplomacy__subcmd__removals)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__directory)
            opts="combat"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__directory__subcmd__combat)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__man)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__odds)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__rcw)
            opts="pct plan play show map"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__rcw__subcmd__map)
            opts="check show import export example"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__rcw__subcmd__map__subcmd__check)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__rcw__subcmd__map__subcmd__example)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__rcw__subcmd__map__subcmd__export)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__rcw__subcmd__map__subcmd__import)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__rcw__subcmd__map__subcmd__show)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__rcw__subcmd__pct)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__rcw__subcmd__plan)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__rcw__subcmd__play)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__rcw__subcmd__show)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__red__subcmd__actions)
            opts="help shooting combat morale direct-hit building officer vehicle wire fire ambush veer friendly-fire mob pre-empt pursuit flight"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__red__subcmd__actions__subcmd__ambush)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__red__subcmd__actions__subcmd__building)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__red__subcmd__actions__subcmd__combat)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__red__subcmd__actions__subcmd__direct__subcmd__hit)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__red__subcmd__actions__subcmd__fire)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__red__subcmd__actions__subcmd__flight)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__red__subcmd__actions__subcmd__friendly__subcmd__fire)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__red__subcmd__actions__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__red__subcmd__actions__subcmd__mob)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__red__subcmd__actions__subcmd__morale)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__red__subcmd__actions__subcmd__officer)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__red__subcmd__actions__subcmd__pre__subcmd__empt)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__red__subcmd__actions__subcmd__pursuit)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__red__subcmd__actions__subcmd__shooting)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__red__subcmd__actions__subcmd__veer)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__red__subcmd__actions__subcmd__vehicle)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__red__subcmd__actions__subcmd__wire)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__roll)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__table)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__help__subcmd__tables)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__man)
            opts="-h -V --dir --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --dir)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__odds)
            opts="-h -V --column --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --column)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__rcw)
            opts="-h -V --help --version pct plan play show map help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__rcw__subcmd__help)
            opts="pct plan play show map help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__rcw__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__rcw__subcmd__help__subcmd__map)
            opts="check show import export example"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__rcw__subcmd__help__subcmd__map__subcmd__check)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__rcw__subcmd__help__subcmd__map__subcmd__example)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__rcw__subcmd__help__subcmd__map__subcmd__export)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__rcw__subcmd__help__subcmd__map__subcmd__import)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__rcw__subcmd__help__subcmd__map__subcmd__show)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__rcw__subcmd__help__subcmd__pct)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__rcw__subcmd__help__subcmd__plan)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__rcw__subcmd__help__subcmd__play)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__rcw__subcmd__help__subcmd__show)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__rcw__subcmd__map)
            opts="-h -V --help --version check show import export example help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__rcw__subcmd__map__subcmd__check)
            opts="-h -V --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__rcw__subcmd__map__subcmd__example)
            opts="-h -V --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__rcw__subcmd__map__subcmd__export)
            opts="-h -V --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__rcw__subcmd__map__subcmd__help)
            opts="check show import export example help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__rcw__subcmd__map__subcmd__help__subcmd__check)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__rcw__subcmd__map__subcmd__help__subcmd__example)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__rcw__subcmd__map__subcmd__help__subcmd__export)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__rcw__subcmd__map__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__rcw__subcmd__map__subcmd__help__subcmd__import)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__rcw__subcmd__map__subcmd__help__subcmd__show)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__rcw__subcmd__map__subcmd__import)
            opts="-h -V --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__rcw__subcmd__map__subcmd__show)
            opts="-h -V --json --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__rcw__subcmd__pct)
            opts="-h -V --colours --colors --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --colors)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --colours)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__rcw__subcmd__plan)
            opts="-h -V --phasing --from --against --defender --min --required --stacks --reach --map --escort-min --first --crt --no-crt --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --phasing)
                    COMPREPLY=($(compgen -W "A B C D E F" -- "${cur}"))
                    return 0
                    ;;
                --from)
                    COMPREPLY=($(compgen -W "Red White Green Blue" -- "${cur}"))
                    return 0
                    ;;
                --against)
                    COMPREPLY=($(compgen -W "Red White Green Blue" -- "${cur}"))
                    return 0
                    ;;
                --defender)
                    COMPREPLY=($(compgen -W "A B C D E F" -- "${cur}"))
                    return 0
                    ;;
                --min)
                    COMPREPLY=($(compgen -W "1-1 2-1 3-1" -- "${cur}"))
                    return 0
                    ;;
                --required)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stacks)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --reach)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --map)
                    local oldifs
                    if [ -n "${IFS+x}" ]; then
                        oldifs="$IFS"
                    fi
                    IFS=$'\n'
                    COMPREPLY=($(compgen -f "${cur}"))
                    if [ -n "${oldifs+x}" ]; then
                        IFS="$oldifs"
                    fi
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o filenames
                    fi
                    return 0
                    ;;
                --escort-min)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --first)
                    COMPREPLY=($(compgen -W "Czar Gold" -- "${cur}"))
                    return 0
                    ;;
                --crt)
                    local oldifs
                    if [ -n "${IFS+x}" ]; then
                        oldifs="$IFS"
                    fi
                    IFS=$'\n'
                    COMPREPLY=($(compgen -f "${cur}"))
                    if [ -n "${oldifs+x}" ]; then
                        IFS="$oldifs"
                    fi
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o filenames
                    fi
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__rcw__subcmd__play)
            opts="-h -V --new --stacks --seed --physical-dice --save --replace --json --crt --no-crt --map --no-map --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --stacks)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --save)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --crt)
                    local oldifs
                    if [ -n "${IFS+x}" ]; then
                        oldifs="$IFS"
                    fi
                    IFS=$'\n'
                    COMPREPLY=($(compgen -f "${cur}"))
                    if [ -n "${oldifs+x}" ]; then
                        IFS="$oldifs"
                    fi
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o filenames
                    fi
                    return 0
                    ;;
                --map)
                    local oldifs
                    if [ -n "${IFS+x}" ]; then
                        oldifs="$IFS"
                    fi
                    IFS=$'\n'
                    COMPREPLY=($(compgen -f "${cur}"))
                    if [ -n "${oldifs+x}" ]; then
                        IFS="$oldifs"
                    fi
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o filenames
                    fi
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__rcw__subcmd__show)
            opts="-h -V --json --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__red__subcmd__actions)
            opts="-h -V --help --version help shooting combat morale direct-hit building officer vehicle wire fire ambush veer friendly-fire mob pre-empt pursuit flight"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__red__subcmd__actions__subcmd__ambush)
            opts="-h -V --partisans --clever --distance --dice --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --distance)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__red__subcmd__actions__subcmd__building)
            opts="-h -V --building-hit --dice --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --building-hit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__red__subcmd__actions__subcmd__combat)
            opts="-h -V --charger-fighting --charger-bases --charger-terror --charger-uphill --charger-formed-cavalry --defender-fighting --defender-bases --defender-terror --defender-uphill --defender-fortifications --defender-cover --contact --dice --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --charger-fighting)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --charger-bases)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --charger-terror)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --defender-fighting)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --defender-bases)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --defender-terror)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --contact)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__red__subcmd__actions__subcmd__direct__subcmd__hit)
            opts="-h -V --gun --target --range-m --range-in --consecutive-stationary --poor --observed --dice --building-hit --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --gun)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --target)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --range-m)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --range-in)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --observed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --building-hit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__red__subcmd__actions__subcmd__fire)
            opts="-h -V --action --markers --dice --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --action)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --markers)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__red__subcmd__actions__subcmd__flight)
            opts="-h -V --percent --points --lost --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --percent)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --points)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --lost)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__red__subcmd__actions__subcmd__friendly__subcmd__fire)
            opts="-h -V --dice --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__red__subcmd__actions__subcmd__help)
            opts="-h -V --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__red__subcmd__actions__subcmd__mob)
            opts="-h -V --dice --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__red__subcmd__actions__subcmd__morale)
            opts="-h -V --test --number --officers --enemy-behind-flank --earthworks --fog --night --ambushed-marching --commissar --dice --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --test)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --number)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --officers)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__red__subcmd__actions__subcmd__officer)
            opts="-h -V --context --routs --officers --dice --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --context)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --officers)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__red__subcmd__actions__subcmd__pre__subcmd__empt)
            opts="-h -V --target-clever --dice --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__red__subcmd__actions__subcmd__pursuit)
            opts="-h -V --routers --dice --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --routers)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__red__subcmd__actions__subcmd__shooting)
            opts="-h -V --value --bases --terror --long-range --speculative --observed --mg-close --tank --enfiladed --road-column --formed-cavalry --partisans-in-cover --skirmishers --cover --dice --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --value)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --bases)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --terror)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --observed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cover)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__red__subcmd__actions__subcmd__veer)
            opts="-h -V --dice --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__red__subcmd__actions__subcmd__vehicle)
            opts="-h -V --kind --event --off-road --grenadiers --dice --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --kind)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --event)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__red__subcmd__actions__subcmd__wire)
            opts="-h -V --who --strips --dice --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --who)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --strips)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__roll)
            opts="-h -V --column --dice --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --column)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --dice)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__table)
            opts="-h -V --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        politburo__subcmd__tables)
            opts="-h -V --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
    esac
}

if [[ "${BASH_VERSINFO[0]}" -eq 4 && "${BASH_VERSINFO[1]}" -ge 4 || "${BASH_VERSINFO[0]}" -gt 4 ]]; then
    complete -F _politburo -o nosort -o bashdefault -o default politburo
else
    complete -F _politburo -o bashdefault -o default politburo
fi
