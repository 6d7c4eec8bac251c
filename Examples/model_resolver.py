#!/usr/bin/env python3
"""Wraps a language model as a resolver for `evaluate` (the `command` protocol).

The app's intents become the model's tools, a conversation is kept per run,
and every tool call the model makes is reported as an invocation, with the
records it searched for as found entities. Standard library only.

The model here is any OpenAI-compatible chat-completions server:

    resolver: { command: [python3, model_resolver.py, --base-url, "http://localhost:11434/v1", --model, llama3.1] }

(or MODEL_BASE_URL, MODEL_NAME and MODEL_API_KEY in the environment). To wrap
something else (a local library, another API), replace `Model.complete`: it
takes the conversation and the tools and returns the model's message as a
dictionary with "content" and, optionally, "tool_calls".
"""
import argparse
import json
import os
import re
import sys
import urllib.request


class Model:
    def __init__(self, base_url, name, key):
        self.url, self.name, self.key = base_url.rstrip("/") + "/chat/completions", name, key

    def complete(self, messages, tools):
        body = {"model": self.name, "messages": messages, "tools": tools, "temperature": 0}
        request = urllib.request.Request(self.url, json.dumps(body).encode(), {"Content-Type": "application/json"})
        if self.key:
            request.add_header("Authorization", "Bearer " + self.key)
        with urllib.request.urlopen(request, timeout=120) as response:
            return json.load(response)["choices"][0]["message"]


def schema(kind, app):
    kind = kind.rstrip("?")
    if kind.startswith("["):
        return {"type": "array", "items": schema(kind[1:-1], app)}
    simple = {"String": "string", "Int": "integer", "Double": "number", "Bool": "boolean",
              "Duration": "number", "URL": "string", "Date": "string"}
    if kind in simple:
        return {"type": simple[kind]}
    if kind in app["enums"]:
        return {"type": "string", "enum": list(app["enums"][kind]["cases"])}
    return {"type": "string", "description": "the id of a %s; look it up with find_entities" % kind}


def tools_for(app):
    marked = [name for name, intent in app["intents"].items() if intent["tool"] or intent.get("schema")]
    tools = []
    for name in marked or list(app["intents"]):
        intent = app["intents"][name]
        properties = {p: dict(schema(spec["type"], app), description=spec.get("description", spec["title"]))
                      for p, spec in intent["parameters"].items()}
        required = [p for p, spec in intent["parameters"].items()
                    if not spec["type"].endswith("?") and "default" not in spec]
        tools.append({"type": "function", "function": {
            "name": name, "description": intent.get("description", intent["title"]),
            "parameters": {"type": "object", "properties": properties, "required": required}}})
    if app["entities"]:
        tools.append({"type": "function", "function": {
            "name": "find_entities", "description": "Searches the app's content by words.",
            "parameters": {"type": "object", "required": ["entity", "query"], "properties": {
                "entity": {"type": "string", "enum": list(app["entities"])}, "query": {"type": "string"}}}}})
    return tools


def use_tool(run, call, turn):
    """Answers one tool call as the app would, and notes it in the turn."""
    app, name = run["app"], call["function"]["name"]
    try:
        args = call["function"].get("arguments") or "{}"
        args = json.loads(args) if isinstance(args, str) else args
    except ValueError as error:
        turn["invocations"].append({"intent": name, "arguments": {}, "outcome": "failed"})
        return {"status": "failed", "error": "arguments are not JSON: %s" % error}
    if name == "find_entities":
        entity = app["entities"].get(args.get("entity"), {"records": []})
        # A record matches when each query word starts like one of its words.
        wanted = {w[:3] for w in re.findall(r"\w+", str(args.get("query", "")).lower())}
        hits = [r for r in entity["records"]
                if wanted <= {w[:3] for w in re.findall(r"\w+", json.dumps(r).lower())}]
        turn["found"] += [{"entity": args["entity"], "id": r["id"], "properties": r["properties"]} for r in hits]
        return {"results": [{"id": r["id"], "title": r["title"]} for r in hits]}
    intent = app["intents"].get(name)
    if intent is None:
        return {"status": "failed", "error": "there is no tool named %s" % name}
    missing = [p for p, spec in intent["parameters"].items()
               if p not in args and not spec["type"].endswith("?") and "default" not in spec]
    outcome = "needsInput" if missing else "succeeded"
    turn["invocations"].append({"intent": name, "arguments": args, "outcome": outcome})
    return {"status": outcome, "missing": missing} if missing else {"status": outcome, "dialog": intent.get("dialog")}


def run_turn(model, run, utterance):
    run["messages"].append({"role": "user", "content": utterance})
    turn = {"invocations": [], "found": [], "response": None}
    for _ in range(6):  # at most five rounds of tool calls, then an answer
        message = model.complete(run["messages"], run["tools"])
        calls = message.get("tool_calls") or []
        run["messages"].append({"role": "assistant", "content": message.get("content"), **({"tool_calls": calls} if calls else {})})
        if not calls:
            turn["response"] = message.get("content")
            break
        for call in calls:
            answer = use_tool(run, call, turn)
            run["messages"].append({"role": "tool", "tool_call_id": call.get("id", ""), "content": json.dumps(answer)})
    return turn


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base-url", default=os.environ.get("MODEL_BASE_URL", "http://localhost:11434/v1"))
    parser.add_argument("--model", default=os.environ.get("MODEL_NAME", "llama3.1"))
    options = parser.parse_args()
    model = Model(options.base_url, options.model, os.environ.get("MODEL_API_KEY"))
    apps, runs = {}, {}
    for line in sys.stdin:
        if not line.strip():
            continue
        message = json.loads(line)
        key = (message.get("scenario"), message.get("run"))
        try:
            if message["type"] == "hello":
                apps = message["apps"]
                out = {"type": "ready", "name": "model example (%s)" % options.model, "version": "1.0"}
            elif message["type"] == "begin":
                app, context = apps[message["app"]], message["context"]
                system = ("You are Siri, helping with the app %s. Now: %s, time zone %s. The device is %s. On screen: %s."
                          % (message["app"], context["now"], context["timeZone"],
                             "locked" if context["locked"] else "unlocked", json.dumps(context["onScreen"])))
                runs[key] = {"app": app, "tools": tools_for(app), "messages": [{"role": "system", "content": system}]}
                out = {"type": "ok"}
            elif message["type"] == "turn":
                out = dict(run_turn(model, runs[key], message["utterance"]), type="turn")
            else:
                runs.pop(key, None)
                out = {"type": "ok"}
        except Exception as error:  # the model failed: this run is an error run
            print("%s: %s" % (type(error).__name__, error), file=sys.stderr, flush=True)
            out = {"type": "error", "message": "the model failed: %s: %s" % (type(error).__name__, error)}
        print(json.dumps(out), flush=True)


if __name__ == "__main__":
    main()
