#!/usr/bin/env python3
"""Mutation testing: apply each one-line mutant of Mutation/mutants.txt to a scratch copy of the
committed tree, run the README's test command (`swift test`) and report killed and survived.

Not part of CI: a mutant costs about two minutes of `swift test`. Run it niced, in the background:

    nice -n 19 python3 Mutation/run.py                  # every mutant
    nice -n 19 python3 Mutation/run.py --only a,b       # some of them
    python3 Mutation/run.py --check                     # only validate the list against HEAD

The scratch copy is `git archive HEAD` unpacked into a temporary directory (or --scratch DIR,
kept with its .build for the next run); one copy and its .build serve every mutant: the mutated
file is restored before the next is applied. The unmutated tree must pass first, or no result
would mean anything. A mutant is killed when the command fails (a failing test, or a build
error, reported as such), survived when it passes; the run of a killed mutant stops at its
first failing test unless --full. Python 3 standard library only.
"""

import argparse
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TEST_COMMAND = ["swift", "test"]  # the README's
FAILED_TEST = re.compile(r"Test Case '([^']+)' failed")


class Mutant:
    def __init__(self, ident, file, original, replacement, why, line):
        self.id, self.file, self.original, self.replacement = ident, file, original, replacement
        self.why, self.list_line = why, line


def parse(path):
    """The mutants of a list file; exits naming the line of any malformed block."""
    mutants, block, errors = [], None, []

    def close():
        if block is None:
            return
        missing = [key for key in ("file", "from", "to") if key not in block]
        if missing:
            errors.append(f"{path}:{block['line']}: [{block['id']}] lacks {', '.join(missing)}")
        else:
            mutants.append(Mutant(block["id"], block["file"], block["from"], block["to"],
                                  " ".join(block.get("why", [])), block["line"]))

    with open(path, encoding="utf-8") as handle:
        for number, raw in enumerate(handle, 1):
            text = raw.rstrip("\n")
            if not text.strip() or text.lstrip().startswith("#"):
                continue
            header = re.fullmatch(r"\[([A-Za-z0-9_.-]+)\]\s*", text)
            if header:
                close()
                block = {"id": header.group(1), "line": number}
                continue
            field = re.fullmatch(r"(file|from|to|why):(.*)", text)
            if block is None or not field:
                errors.append(f"{path}:{number}: expected [id], file:, from:, to: or why:")
                continue
            key, value = field.group(1), field.group(2).strip()
            if key == "why":
                block.setdefault("why", []).append(value)
            elif key in block:
                errors.append(f"{path}:{number}: [{block['id']}] has a second {key}:")
            else:
                block[key] = value
    close()
    seen = set()
    for mutant in mutants:
        if mutant.id in seen:
            errors.append(f"{path}:{mutant.list_line}: duplicate id [{mutant.id}]")
        seen.add(mutant.id)
    if errors:
        sys.exit("\n".join(errors))
    return mutants


def locate(tree, mutant):
    """The file's lines and the index of the one line `from` names; exits unless exactly one."""
    path = os.path.join(tree, mutant.file)
    if not os.path.isfile(path):
        sys.exit(f"[{mutant.id}]: no file {mutant.file}")
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    hits = [index for index, line in enumerate(lines) if line.strip() == mutant.original]
    if len(hits) != 1:
        sys.exit(f"[{mutant.id}]: {mutant.file} has {len(hits)} lines that read exactly\n"
                 f"    {mutant.original}\n(need exactly one)")
    if mutant.original == mutant.replacement:
        sys.exit(f"[{mutant.id}]: the replacement is the original")
    return path, lines, hits[0]


def export_head(destination):
    """Makes `destination` (its .build aside) the committed tree, HEAD: files that differ are
    rewritten and files HEAD lacks removed, so an unchanged file keeps its time stamp and the
    reused .build does not rebuild what did not change."""
    archive = subprocess.run(["git", "-C", ROOT, "archive", "HEAD"], check=True,
                             stdout=subprocess.PIPE).stdout
    with tempfile.TemporaryDirectory() as fresh:
        subprocess.run(["tar", "-x", "-C", fresh], input=archive, check=True)
        wanted = set()
        for directory, _, names in os.walk(fresh):
            for name in names:
                source = os.path.join(directory, name)
                relative = os.path.relpath(source, fresh)
                wanted.add(relative)
                target = os.path.join(destination, relative)
                if os.path.isfile(target) and not os.path.islink(source):
                    with open(source, "rb") as new, open(target, "rb") as old:
                        if new.read() == old.read():
                            continue
                os.makedirs(os.path.dirname(target), exist_ok=True)
                if os.path.lexists(target):
                    os.remove(target)
                shutil.copy(source, target, follow_symlinks=False)  # mtime now: rebuilt
        for directory, subdirectories, names in os.walk(destination, topdown=True):
            if directory == destination:
                subdirectories[:] = [d for d in subdirectories if d != ".build"]
            for name in names:
                path = os.path.join(directory, name)
                if os.path.relpath(path, destination) not in wanted:
                    os.remove(path)


def descendants(pid):
    """The ids of every process below `pid` (Linux /proc; empty elsewhere)."""
    children = {}
    for entry in os.listdir("/proc") if os.path.isdir("/proc") else []:
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat", encoding="utf-8") as handle:
                    parent = int(handle.read().rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
            children.setdefault(parent, []).append(int(entry))
    found, queue = [], [pid]
    while queue:
        for child in children.get(queue.pop(), []):
            found.append(child)
            queue.append(child)
    return found


def keep_niced(process):
    """Gives the test processes the runner's own niceness: `swift test` starts the test bundle
    at priority 0 whatever its own, which on a shared machine is what `nice` was meant to stop."""
    own = os.getpriority(os.PRIO_PROCESS, 0)
    while process.poll() is None:
        for pid in descendants(process.pid):
            try:
                if os.getpriority(os.PRIO_PROCESS, pid) < own:
                    os.setpriority(os.PRIO_PROCESS, pid, own)
            except OSError:
                pass
        time.sleep(2)


def run_tests(tree, log_path, timeout, stop_at_failure=False):
    """Runs the test command in `tree`; returns (passed, how, failing test names, seconds).

    With `stop_at_failure` the run is stopped at the first failing test: the mutant is killed
    whatever the rest does, and the table names that test."""
    start = time.monotonic()
    with open(log_path, "w", encoding="utf-8") as log:
        process = subprocess.Popen(TEST_COMMAND, cwd=tree, stdout=log, stderr=subprocess.STDOUT)
        watcher = threading.Thread(target=keep_niced, args=(process,), daemon=True)
        watcher.start()
        code, stopped = None, False
        while code is None:
            try:
                code = process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                if time.monotonic() - start > timeout:
                    break
                if stop_at_failure:
                    with open(log_path, encoding="utf-8", errors="replace") as partial:
                        if FAILED_TEST.search(partial.read()):
                            stopped = True
                            break
        if code is None:
            for pid in descendants(process.pid):
                try:
                    os.kill(pid, signal.SIGKILL)
                except OSError:
                    pass
            process.kill()
            process.wait()
        watcher.join()
    seconds = time.monotonic() - start
    with open(log_path, encoding="utf-8", errors="replace") as log:
        text = log.read()
    failed = sorted(set(FAILED_TEST.findall(text)))
    if stopped:
        return False, "tests", failed, seconds
    if code == 0:
        return True, "passed", failed, seconds
    if code is None:
        return False, "timeout", failed, seconds
    if failed:
        return False, "tests", failed, seconds
    if "error:" in text and "Compiling" in text and "Test Suite" not in text:
        return False, "build", failed, seconds
    return False, f"exit {code}", failed, seconds


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--list", default=os.path.join(ROOT, "Mutation", "mutants.txt"))
    parser.add_argument("--only", help="comma-separated mutant ids")
    parser.add_argument("--scratch", help="a directory to reuse (kept, with its .build)")
    parser.add_argument("--logs", help="where each run's output goes (default: scratch/../logs)")
    parser.add_argument("--timeout", type=float, default=1800, help="seconds per test run")
    parser.add_argument("--check", action="store_true",
                        help="only check that every mutant applies to HEAD")
    parser.add_argument("--full", action="store_true",
                        help="run every test of a killed mutant (default: stop at the first "
                             "failing test, which names the killer)")
    parser.add_argument("--skip-baseline", action="store_true",
                        help="do not first run the unmutated tree (it must pass)")
    args = parser.parse_args()

    mutants = parse(args.list)
    if args.only:
        wanted = args.only.split(",")
        unknown = [ident for ident in wanted if ident not in {m.id for m in mutants}]
        if unknown:
            sys.exit(f"unknown mutant ids: {', '.join(unknown)}")
        mutants = [m for m in mutants if m.id in wanted]

    scratch = args.scratch or tempfile.mkdtemp(prefix="goo-mutation-")
    os.makedirs(scratch, exist_ok=True)
    tree = os.path.join(scratch, "tree")
    os.makedirs(tree, exist_ok=True)
    logs = args.logs or os.path.join(scratch, "logs")
    os.makedirs(logs, exist_ok=True)
    export_head(tree)
    head = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], check=True,
                          stdout=subprocess.PIPE, text=True).stdout.strip()
    # Every mutant must apply before any is run: a stale list fails loudly, not after an hour.
    for mutant in mutants:
        locate(tree, mutant)
    print(f"{len(mutants)} mutants apply to {head} ({tree})", flush=True)
    if args.check:
        return 0

    if not args.skip_baseline:
        passed, how, failed, seconds = run_tests(tree, os.path.join(logs, "baseline.log"),
                                                 args.timeout)
        print(f"baseline (no mutant): {how} in {seconds:.0f} s", flush=True)
        if not passed:
            sys.exit(f"the unmutated tree fails ({', '.join(failed) or how}); "
                     f"see {logs}/baseline.log")

    results = []
    for number, mutant in enumerate(mutants, 1):
        path, lines, index = locate(tree, mutant)
        original_text = "\n".join(lines)
        indent = lines[index][: len(lines[index]) - len(lines[index].lstrip())]
        lines[index] = indent + mutant.replacement
        with open(path, "w", encoding="utf-8") as handle:
            handle.write("\n".join(lines))
        try:
            passed, how, failed, seconds = run_tests(
                tree, os.path.join(logs, f"{mutant.id}.log"), args.timeout,
                stop_at_failure=not args.full)
        finally:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(original_text)
        verdict = "survived" if passed else "killed"
        results.append((mutant, verdict, how, failed))
        by = ", ".join(failed[:3]) + (f" (+{len(failed) - 3})" if len(failed) > 3 else "")
        print(f"[{number}/{len(mutants)}] {mutant.id}: {verdict} ({how}, {seconds:.0f} s)"
              f"{': ' + by if by else ''}", flush=True)

    killed = sum(1 for _, verdict, _, _ in results if verdict == "killed")
    print(f"\nmutation run at {head}, `{' '.join(TEST_COMMAND)}`\n")
    print("| mutant | file:line | result | killed by |")
    print("|---|---|---|---|")
    for mutant, verdict, how, failed in results:
        _, _, index = locate(tree, mutant)
        where = f"{mutant.file.split('/')[-1]}:{index + 1}"
        by = {"tests": ", ".join(failed), "build": "does not compile"}.get(how, how)
        print(f"| {mutant.id} | {where} | {verdict} | {by if verdict == 'killed' else ''} |")
    score = 100 * killed / len(results) if results else 0
    print(f"\nscore: {killed} of {len(results)} killed, {score:.0f} %")
    print(f"logs: {logs}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
