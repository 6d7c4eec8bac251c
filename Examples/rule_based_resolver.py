#!/usr/bin/env python3
"""A small rule-based resolver for `evaluate` (the `command` protocol).

It picks the intent whose title or App Shortcut phrase has all its words in
the utterance, fills parameters from numbers, enum words, record titles and
the screen, asks for what is missing, asks to confirm destructive intents,
and remembers a pending question for the next turn. Standard library only.

    resolver: { command: [python3, rule_based_resolver.py] }
"""
import json
import re
import sys

NUMBERS = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve".split())}
FILLER = {"a", "an", "the", "in", "to", "my", "of", "for", "with", "on", "at", "this", "applicationname"}
YES = {"yes", "yeah", "yep", "sure", "confirm", "ok", "okay", "do"}
apps, runs = {}, {}


def words(text):
    return [w[:-1] if len(w) > 3 and w.endswith("s") else w for w in re.findall(r"[a-z0-9]+", text.lower())]


def pick_intent(app, said):
    best, best_size = None, 0
    for name, intent in app["intents"].items():
        phrases = [intent["title"]] + [p for s in app["shortcuts"] if s["intent"] == name for p in s["phrases"]]
        for phrase in phrases:
            needed = {w for w in words(re.sub(r"\$\{\w+\}", " ", phrase)) if w not in FILLER}
            if needed and needed <= set(said) and len(needed) > best_size:
                best, best_size = name, len(needed)
    return best


def value_for(param, app, text, context):
    kind = param["type"].rstrip("?")
    said = words(text)
    if kind in ("Int", "Double"):
        for w in said:
            if w.isdigit() or w in NUMBERS:
                return int(w) if w.isdigit() else NUMBERS[w]
    if kind in app["enums"]:
        for case, spec in app["enums"][kind]["cases"].items():
            if any(set(words(n)) <= set(said) for n in [case, spec["title"]] + spec["synonyms"]):
                return case
    if kind in app["entities"]:
        for record in app["entities"][kind]["records"]:
            if any(set(words(n)) <= set(said) for n in [record["title"]] + record["synonyms"]):
                return record["id"]
        for ref in context["onScreen"] + [context.get("liveActivity")]:
            if ref and ref["entity"] == kind:
                return ref["id"]
    return None


def invoke(app, run, name, args):
    intent = app["intents"][name]
    missing = [p for p, spec in intent["parameters"].items()
               if p not in args and not spec["type"].endswith("?") and "default" not in spec]
    if missing:
        run["pending"] = (name, args, missing[0])
        spec = intent["parameters"][missing[0]]
        ask = spec.get("requestValueDialog") or "What %s?" % spec["title"].lower()
        return {"invocations": [{"intent": name, "arguments": args, "outcome": "needsInput"}], "response": ask}
    if (intent["destructive"] or intent["needsConfirmation"]) and run.get("pending") != (name, args, "confirm"):
        run["pending"] = (name, args, "confirm")
        return {"invocations": [{"intent": name, "arguments": args, "outcome": "awaitingConfirmation"}],
                "response": "Do you want to %s?" % intent["title"].lower()}
    run["pending"] = None
    dialog = intent.get("dialog", "Done.")
    for p, value in args.items():
        kind = intent["parameters"][p]["type"].rstrip("?")
        records = app["entities"].get(kind, {}).get("records", [])
        title = next((r["title"] for r in records if r["id"] == value), value)
        dialog = dialog.replace("{%s}" % p, str(title))
    return {"invocations": [{"intent": name, "arguments": args, "outcome": "succeeded"}], "response": dialog}


def answer(run, text):
    app, context = apps[run["app"]], run["context"]
    pending = run.get("pending")
    if pending and pending[2] == "confirm":
        if set(words(text)) & YES:
            return invoke(app, run, pending[0], pending[1])
        run["pending"] = None
        return {"response": "OK, I won't."}
    if pending:
        name, args, wanted = pending
        value = value_for(app["intents"][name]["parameters"][wanted], app, text, context)
        if value is not None:
            return invoke(app, run, name, dict(args, **{wanted: value}))
    name = pick_intent(app, words(text))
    if name is None:
        return {"response": "Sorry, I can't help with that in %s." % app["app"]["name"]}
    args, screen = {}, []
    for p, spec in app["intents"][name]["parameters"].items():
        value = value_for(spec, app, text, context)
        if value is not None:
            args[p] = value
            screen += [r for r in context["onScreen"] if r["id"] == value and r["entity"] == spec["type"].rstrip("?")]
    return dict(invoke(app, run, name, args), onScreen=screen)


def reply(message):
    kind = message["type"]
    if kind == "hello":
        apps.update(message["apps"])
        return {"type": "ready", "name": "rule-based example", "version": "1.0"}
    key = (message["scenario"], message["run"])
    if kind == "begin":
        runs[key] = {"app": message["app"], "context": message["context"]}
        return {"type": "ok"}
    if kind == "turn":
        return dict(answer(runs[key], message["utterance"]), type="turn")
    runs.pop(key, None)
    return {"type": "ok"}


print("rule-based resolver started", file=sys.stderr, flush=True)
for line in sys.stdin:
    if line.strip():
        try:
            out = reply(json.loads(line))
        except Exception as error:  # a bug here costs one run, not the evaluation
            out = {"type": "error", "message": "%s: %s" % (type(error).__name__, error)}
        print(json.dumps(out), flush=True)
