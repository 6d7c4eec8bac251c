#!/usr/bin/env python3
"""Benchmark of evaluate's loading, checking and replayed evaluation.

Generates a suite of 10,000 scenarios (30,000 turns) across 20 apps, with a
recording of 3 runs of each, then measures in one run of this script:

- load+check: `evaluate validate` on the suite with a configuration that
  replays nothing (best of 3): the YAML files loaded and checked, what
  PyYAML is compared with;
- `evaluate validate` with the suite's replay configuration, which also
  parses and checks the recordings (best of 3);
- the whole replayed evaluation with 3 runs, reports included (best of 3);
- graded turns per second in that evaluation;
- peak memory (maximum resident set size) of the evaluation;
- PyYAML's C loader (yaml.CSafeLoader) loading the same YAML files (best of 3),
  and the ratios against it.

Goals (issue 2): load+check at least 5x faster than PyYAML's C loader; the
whole replayed evaluation faster than PyYAML's loading alone; peak memory
under 300 MB.

It also measures the built-in simulator on the sample suites in Scenarios/,
on one core (taskset -c 0, --jobs 1), in CPU time: the first run of every
scenario and each further run (goal, issue 3: at least 20,000 turns/s).

Usage: Scripts/benchmark.py [--scenarios N] [--keep DIR] [--simulator-repeats N] [--simulator-only]
"""
import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

APPS = 20
SCENARIOS_PER_FILE = 10
TURNS = 3
RUNS = 3


def app_yaml(index):
    name = f"Bench{index}"
    lines = [
        "app:",
        f"  name: {name}",
        f"  bundleIdentifier: com.example.bench{index}",
        "intents:",
        "  BookItem:",
        "    title: Book an Item",
        "    description: Books an item for a number of people at a time.",
        "    tool: true",
        "    parameters:",
        "      item: { title: Item, type: ItemEntity, description: The item to book }",
        "      count: { title: Count, type: Int, range: [1, 20], description: 'People, from 1 to 20' }",
        "      time: { title: Time, type: Date, description: 'When, in local time' }",
        "      note: { title: Note, type: String?, description: A note }",
        "    dialog: Booked {item} for {count}.",
        "  FindItems:",
        "    title: Find Items",
        "    description: Lists items matching a search. Doesn't book anything.",
        "    tool: true",
        "    parameters:",
        "      query: { title: Query, type: String, description: Words to search for }",
        "      kind: { title: Kind, type: Kind?, description: The kind of item }",
        "  CancelItem:",
        "    title: Cancel a Booking",
        "    description: Cancels a booking.",
        "    tool: true",
        "    destructive: true",
        "    parameters:",
        "      item: { title: Item, type: ItemEntity, description: The booked item }",
        "entities:",
        "  ItemEntity:",
        "    title: Item",
        "    indexed: true",
        "    properties:",
        "      name: { title: Name, type: String, description: The item's name }",
        "      price: { title: Price, type: Double, description: Price in dollars }",
        "    records:",
    ]
    for r in range(20):
        lines.append(f"      - {{ id: item-{r}, title: Item {r}, synonyms: [Thing {r}], properties: {{ name: Item {r}, price: {r}.5 }} }}")
    lines += [
        "enums:",
        "  Kind:",
        "    title: Kind",
        "    cases:",
        "      small: Small",
        "      large: { title: Large, synonyms: [big, huge] }",
        "shortcuts:",
        "  - intent: BookItem",
        "    phrases: [\"Book ${item} in ${applicationName}\"]",
        "    shortTitle: Book",
        "    systemImageName: calendar",
    ]
    return "\n".join(lines) + "\n"


def scenario(app, file_index, number, rng):
    """One scenario (as YAML lines) and its turns' passing transcript."""
    sid = f"s{file_index}-{number}"
    item = f"item-{rng.randrange(20)}"
    count = rng.randrange(1, 13)
    hour = rng.randrange(17, 22)
    yaml_lines = [
        f"  - name: Scenario {file_index} {number}",
        f"    id: {sid}",
        "    tags: [bench]",
        "    turns:",
        f"      - user: Book Item {item[5:]} for {count} tomorrow at {hour}:00 in Bench{app}",
        "        calls:",
        "          - intent: BookItem",
        "            params:",
        f"              item: {item}",
        f"              count: {{ matches: \"$0 >= {count} && $0 <= {count}\" }}",
        f"              time: {{ at: \"tomorrow {hour}:00\" }}",
        "        disallowed: [CancelItem]",
        "        response: { contains: Booked }",
        "      - user: What does it cost?",
        "        finds:",
        "          - entity: ItemEntity",
        f"            id: {item}",
        "            where: { price: { approximately: " + f"{item[5:]}.5" + ", tolerance: 0.01 } }",
        "        response: [{ contains: dollars, caseSensitive: false }]",
        "      - user: Find something big",
        "        calls:",
        "          unordered:",
        "            - intent: FindItems",
        "              params: { kind: large, query: { containsRegex: \"big|large\" } }",
    ]
    arrival = f"2026-12-05T{hour:02d}:00:00-05:00"
    turns = [
        {"utterance": f"Book Item {item[5:]} for {count} tomorrow at {hour}:00 in Bench{app}",
         "invocations": [{"intent": "BookItem", "arguments": {"item": item, "count": count, "time": arrival},
                          "outcome": "succeeded"}],
         "response": f"Booked Item {item[5:]} for {count}."},
        {"utterance": "What does it cost?",
         "found": [{"entity": "ItemEntity", "id": item, "properties": {"name": f"Item {item[5:]}", "price": float(f"{item[5:]}.5")}}],
         "response": f"It costs {item[5:]}.5 dollars."},
        {"utterance": "Find something big",
         "invocations": [{"intent": "FindItems", "arguments": {"query": "big", "kind": "large"}, "outcome": "succeeded"}],
         "response": "Here are the large items."},
    ]
    return sid, yaml_lines, turns


def generate(root, scenarios):
    rng = random.Random(7)
    files_per_app = max(1, scenarios // (APPS * SCENARIOS_PER_FILE))
    recording = []
    for app in range(APPS):
        folder = os.path.join(root, f"Bench{app}")
        os.makedirs(folder)
        with open(os.path.join(folder, "app.yaml"), "w") as f:
            f.write(app_yaml(app))
        for file_index in range(files_per_app):
            lines = [
                "context:",
                "  now: 2026-12-04T17:00:00-05:00",
                "  timeZone: America/New_York",
                "scenarios:",
            ]
            for number in range(SCENARIOS_PER_FILE):
                sid, yaml_lines, turns = scenario(app, file_index, number, rng)
                lines += yaml_lines
                full = f"Bench{app}/file{file_index}.yaml#{sid}"
                for run in range(1, RUNS + 1):
                    run_turns = json.loads(json.dumps(turns))
                    if rng.random() < 0.1:  # some failing runs, as real recordings have
                        run_turns[0]["invocations"][0]["arguments"]["count"] += 1
                    recording.append({"scenario": full, "run": run, "turns": run_turns, "error": None})
            with open(os.path.join(folder, f"file{file_index}.yaml"), "w") as f:
                f.write("\n".join(lines) + "\n")
    with open(os.path.join(root, "recorded.jsonl"), "w") as f:
        for line in recording:
            f.write(json.dumps(line, separators=(",", ":")) + "\n")
    with open(os.path.join(root, "evaluate.yaml"), "w") as f:
        f.write(f"runs: {RUNS}\nresolver: {{ replay: recorded.jsonl }}\n")
    return APPS * files_per_app * SCENARIOS_PER_FILE


def run(command):
    """Wall time, CPU time (user + system) and peak RSS (MB) of one command;
    its stdout is discarded."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    stderr = process.stderr.read().decode()
    process.stderr.close()
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 1):
        sys.exit(f"{' '.join(command)} exited with {code}:\n{stderr}")
    return elapsed, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def best(times, command):
    """The best wall and CPU times of several runs, and the largest peak RSS."""
    results = [run(command) for _ in range(times)]
    return min(r[0] for r in results), min(r[1] for r in results), max(r[2] for r in results)


def pyyaml_load(root):
    import yaml
    paths = []
    for folder, _, names in os.walk(root):
        paths += [os.path.join(folder, n) for n in names if n.endswith(".yaml")]
    start, cpu = time.perf_counter(), time.process_time()
    for path in paths:
        with open(path, "rb") as f:
            yaml.load(f, Loader=yaml.CSafeLoader)
    return time.perf_counter() - start, time.process_time() - cpu


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--scenarios", type=int, default=10_000)
    parser.add_argument("--keep", help="generate the suite into this folder and keep it")
    parser.add_argument("--binary", default=".build/release/evaluate")
    parser.add_argument("--simulator-repeats", type=int, default=11)
    parser.add_argument("--simulator-only", action="store_true", help="measure only the simulator")
    args = parser.parse_args()
    if args.simulator_only:
        simulator(args.binary, args.simulator_repeats)
        return
    try:
        import yaml
        assert yaml.__with_libyaml__
    except (ImportError, AssertionError):
        sys.exit("PyYAML with libyaml is needed for the comparison: apt-get install python3-yaml")
    if not os.path.exists(args.binary):
        sys.exit(f"{args.binary} not found: build it first with swift build -c release")

    root = args.keep or tempfile.mkdtemp(prefix="evaluate-bench-")
    if args.keep:
        shutil.rmtree(root, ignore_errors=True)
    os.makedirs(root, exist_ok=True)
    count = generate(root, args.scenarios)
    suite = os.path.join(root, "")
    output = os.path.join(root, "reports")
    turns = count * TURNS
    size = sum(os.path.getsize(os.path.join(d, n)) for d, _, ns in os.walk(root) for n in ns if n.endswith(".yaml"))

    # Interleaved, so a burst of load on a shared machine hits both sides.
    # Load+check alone: a configuration with the simulator reads no recording.
    plain = os.path.join(os.path.dirname(os.path.normpath(root)), "load-only.evaluate.yaml")
    with open(plain, "w") as file:
        file.write("resolver: simulator\n")
    loads, replays, evaluations, pyyamls = [], [], [], []
    for _ in range(3):
        loads.append(run([args.binary, "validate", suite, "--quiet", "--config", plain]))
        replays.append(run([args.binary, "validate", suite, "--quiet"]))
        evaluations.append(run([args.binary, suite, "--quiet", "--output", output]))
        pyyamls.append(pyyaml_load(root))
    os.remove(plain)
    load, load_cpu = min(r[0] for r in loads), min(r[1] for r in loads)
    replay, replay_cpu = min(r[0] for r in replays), min(r[1] for r in replays)
    evaluation, evaluation_cpu = min(r[0] for r in evaluations), min(r[1] for r in evaluations)
    rss = max(r[2] for r in loads + replays + evaluations)
    pyyaml, pyyaml_cpu = min(r[0] for r in pyyamls), min(r[1] for r in pyyamls)

    print(f"suite: {count} scenarios, {turns} turns, {size / 1e6:.1f} MB of YAML; recording: {count * RUNS} runs, {turns * RUNS} turns")
    print(f"{'':38}{'wall':>9}{'cpu':>9}")
    print(f"{'load+check (evaluate validate)':38}{load:8.3f}s{load_cpu:8.3f}s")
    print(f"{'validate with the recordings':38}{replay:8.3f}s{replay_cpu:8.3f}s")
    print(f"{f'replayed evaluation, {RUNS} runs, reports':38}{evaluation:8.3f}s{evaluation_cpu:8.3f}s")
    print(f"{'PyYAML CSafeLoader, same YAML':38}{pyyaml:8.3f}s{pyyaml_cpu:8.3f}s")
    print(f"{'load+check vs PyYAML (goal: >= 5x)':38}{pyyaml / load:8.1f}x{pyyaml_cpu / load_cpu:8.1f}x")
    print(f"{'evaluation vs PyYAML (goal: > 1x)':38}{pyyaml / evaluation:8.1f}x{pyyaml_cpu / evaluation_cpu:8.1f}x")
    print(f"{'graded turns per second':38}{turns * RUNS / evaluation:9.0f}")
    print(f"{'peak memory (goal: < 300 MB)':38}{rss:8.1f} MB")
    if not args.keep:
        shutil.rmtree(root, ignore_errors=True)
    simulator(args.binary, args.simulator_repeats)


def simulator(binary, repeats):
    """Turns per second of the simulator on the samples, on one core.

    Two figures, from `evaluate` runs of the sample suites with 1 and with
    101 runs of each scenario, `repeats` times each as new processes:

    - the first run: what is left of the 1-run process once the CPU time of
      `evaluate validate` (starting, loading, checking) is taken out, so it
      includes building the simulator's model of each app and the report;
    - each further run: the difference between 101 runs and 1, per turn.
      A later run of a scenario reuses what the simulator remembered of each
      utterance (per app and clock), as `runs: N` does in every suite."""
    import yaml
    samples = "Scenarios/"
    turns = 0
    for folder, _, names in os.walk(samples):
        for name in names:
            if name.endswith(".yaml") and name != "app.yaml" and not name.endswith("evaluate.yaml"):
                data = yaml.safe_load(open(os.path.join(folder, name)))
                turns += sum(len(s.get("turns", [])) for s in data.get("scenarios", []))
    pin = ["taskset", "-c", "0"] if shutil.which("taskset") else []
    output = tempfile.mkdtemp(prefix="evaluate-sim-")
    # CPU time (user + system) on one core: steadier than wall time on a
    # shared machine. Medians, interleaved so bursts of load hit all three.
    loads, first, many = [], [], []
    for _ in range(repeats):
        loads.append(run(pin + [binary, "validate", samples, "--quiet"])[1])
        for runs, times in ((1, first), (101, many)):
            times.append(run(pin + [binary, samples, "--runs", str(runs), "--jobs", "1", "--quiet", "--format", "json", "--output", output])[1])
    shutil.rmtree(output, ignore_errors=True)
    median = lambda values: sorted(values)[len(values) // 2]
    load, one, hundred_one = median(loads), median(first), median(many)
    print(f"simulator on {samples} ({turns} turns), one core, CPU time, medians of {repeats}:")
    print(f"  start, load and check (evaluate validate)            {load * 1000:8.1f} ms")
    print(f"  first run, with the apps' models and the report      {(one - load) * 1000:8.1f} ms = {turns / max(1e-9, one - load):6.0f} turns/s")
    print(f"  each further run                                     {(hundred_one - one) * 10:8.1f} ms = {turns * 100 / max(1e-9, hundred_one - one):6.0f} turns/s   (goal: >= 20000)")


if __name__ == "__main__":
    main()
