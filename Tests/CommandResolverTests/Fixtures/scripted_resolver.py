#!/usr/bin/env python3
"""A resolver program for the tests, whose utterances say how to misbehave.

Options: --log FILE appends every line received to FILE; --no-ready answers
hello with something else; --exit-at-start exits before reading anything.
Utterances: "hang", "exit", "garbage", "bad transcript", "wrong type",
"error", "pid", "args", "shout", "barrier FOLDER COUNT"; anything else is
echoed.
"""
import json
import os
import sys
import time

args = sys.argv[1:]
log = args[args.index("--log") + 1] if "--log" in args else None
if "--exit-at-start" in args:
    print("cannot start: no model configured", file=sys.stderr, flush=True)
    sys.exit(2)


def send(value):
    sys.stdout.write(json.dumps(value) + "\n")
    sys.stdout.flush()


for line in sys.stdin:
    if log:
        with open(log, "a") as file:
            file.write(line if line.endswith("\n") else line + "\n")
    message = json.loads(line)
    kind = message["type"]
    if kind == "hello":
        send({"type": "ok"} if "--no-ready" in args else {"type": "ready", "name": "scripted", "version": "2.1"})
    elif kind == "begin":
        if "begin-error" in message["scenario"]:
            send({"type": "error", "message": "cannot begin this one"})
        else:
            send({"type": "ok"})
    elif kind == "end":
        send({"type": "ok"})
    elif kind == "turn":
        said = message["utterance"]
        if said == "hang":
            time.sleep(3600)
        elif said == "exit":
            print("fatal: out of memory", file=sys.stderr, flush=True)
            sys.exit(3)
        elif said == "garbage":
            print("this is not json", flush=True)
        elif said == "bad transcript":
            send({"type": "turn", "invocations": [{"intent": "Echo", "outcome": "done"}]})
        elif said == "wrong type":
            send({"type": "ok"})
        elif said == "error":
            send({"type": "error", "message": "the model is unavailable"})
        elif said == "pid":
            send({"type": "turn", "response": str(os.getpid())})
        elif said == "args":
            send({"type": "turn", "response": json.dumps(args)})
        elif said.startswith("barrier "):
            # Waits until `count` copies have reached the barrier: answers
            # "together" only when the runs were in flight at once.
            _, folder, count = said.split(" ")
            open(os.path.join(folder, str(os.getpid())), "w").close()
            deadline = time.time() + 30
            while len(os.listdir(folder)) < int(count) and time.time() < deadline:
                time.sleep(0.02)
            send({"type": "turn", "response": "together" if len(os.listdir(folder)) >= int(count) else "alone"})
        elif said == "shout":
            print("debug: shouting from the resolver", file=sys.stderr, flush=True)
            send({"type": "turn", "response": "shouted"})
        else:
            send({"type": "turn", "invocations": [{"intent": "Echo", "arguments": {"text": said}, "outcome": "succeeded"}],
                  "response": "you said: " + said, "trace": {"pid": os.getpid()}})
