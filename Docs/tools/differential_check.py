#!/usr/bin/env python3
"""Differential check of `layoutcli system` against HiGHS (LP optimum) and kiwisolver.

Usage:
    python3 Docs/tools/differential_check.py [--systems N] [--seed S] [--cli PATH]
                                             [--workers 2] [--keep DIR] [--only SEED]
                                             [--no-kiwi] [--json]

Needs `pip install highspy==1.16.0 kiwisolver==1.5.1` and a built CLI (default
`.build/release/layoutcli`; build it with `swift build -c release --product layoutcli`).

For every system seed S+i (i < N) a small random system is generated in the bench
interchange format (Docs/CLI.md, `layoutcli system`): 2-10 variables, 1-16 constraints
(`==`, `<=`, `>=`; required, strong, medium, weak or a custom weight in 1e-2...1e6),
small integer and fractional coefficients and constants, sometimes redundant or
conflicting required constraints, constraints whose terms cancel, 0-3 edit variables and
1-4 suggestion steps.  `layoutcli system FILE --all-steps` solves it, and:

  (c) rejections: the required constraints are replayed in file order; constraint i is
      expected rejected iff it together with the required constraints accepted before it
      is infeasible (HiGHS).  Our `unsatisfiable` indices must be exactly these.
  (d) explanations: for each rejection, `conflictsWith` must name held (required,
      accepted) constraints, and together with the rejected one be infeasible (HiGHS).
      Whether the set is irreducible is counted, not checked.
  (a) after the initial solve and every step, every accepted required constraint holds at
      our values (|residual| <= 1e-7 * max(1, |constant| + sum |coef * value|)).
  (b) after the initial solve and every step, our weighted objective
      sum(strength * violation) over the soft constraints and the edits (soft equalities
      `var == suggested value`, initially 0) equals the LP optimum computed by HiGHS for
      the accepted constraints, within 1e-6 relative (plus a rounding floor of
      1e-9 * sum(strength * magnitude)).
  (e) the same system goes through kiwisolver (a reused worker process, restarted when
      kiwi aborts it); where kiwi neither fails nor rejects differently nor breaks a
      required constraint, its weighted objective must equal ours.  Only counted.

Feasibility is decided with an elastic LP (minimise the total violation of the rows,
each scaled by its largest coefficient): infeasible when the minimum exceeds
1e-6 * scale, feasible below 1e-9 * scale; a value in between is "borderline" (counted;
our decision is followed).  Exit status 1 on any failure of (a)-(d), 0 otherwise.
"""
import argparse
import json
import math
import multiprocessing as mp
import os
import random
import subprocess
import sys
import tempfile
import time

KIWI_REQUIRED = 1001001000.0
NAMED = {"required": KIWI_REQUIRED, "strong": 1e6, "medium": 1e3, "weak": 1.0}

CLI_TIMEOUT = 30.0
KIWI_TIMEOUT = 30.0

REQ_TOL = 1e-7          # (a): relative to the constraint's magnitude
OBJ_REL = 1e-6          # (b), (e): relative to the objective
OBJ_FLOOR = 1e-9        # (b), (e): times sum(strength * magnitude), the rounding floor
INFEAS_HI = 1e-6        # elastic minimum above this (times scale): infeasible
INFEAS_LO = 1e-9        # below this (times scale): feasible


# --------------------------------------------------------------------------- generator

COEFS = [1, 1, 1, -1, -1, 2, -2, 3, -3, 0.5, -0.5, 1.5, -1.5, 0.25, -0.75, 4, 10, -0.1]


def weight(s):
    return NAMED[s] if isinstance(s, str) else float(s)


def is_required(s):
    return weight(s) >= KIWI_REQUIRED


def rand_const(r):
    k = r.random()
    if k < 0.15:
        return 0.0
    if k < 0.65:
        return float(r.randint(-100, 100))
    if k < 0.9:
        return r.randint(-400, 400) / 4.0
    return round(r.uniform(-500, 500), 3)


def rand_strength(r, allow_required=True):
    k = r.random()
    if allow_required and k < 0.4:
        return "required"
    k = r.random()
    if k < 0.25:
        return "strong"
    if k < 0.5:
        return "medium"
    if k < 0.75:
        return "weak"
    return float("%.3g" % (10 ** r.uniform(-2, 6)))


def generate(seed):
    """A random system (dict in the interchange format), deterministic in `seed`."""
    r = random.Random(seed)
    nv = r.randint(2, 10)
    names = ["x%d" % i for i in range(nv)]
    if r.random() < 0.3:
        names = [n if r.random() < 0.5 else "v.%s" % n for n in names]
    nc = r.randint(1, 16)
    cons = []

    def fresh():
        k = min(len(names), r.choice([1, 1, 2, 2, 2, 3, 3, 4]))
        vs = r.sample(names, k)
        terms = [[float(r.choice(COEFS)), v] for v in vs]
        return {"terms": terms, "constant": rand_const(r),
                "op": r.choice(["==", "==", "<=", ">="]),
                "strength": rand_strength(r)}

    while len(cons) < nc:
        k = r.random()
        reqs = [c for c in cons if is_required(c["strength"])]
        if k < 0.12 and reqs:
            # a conflicting (or, by chance, redundant) copy: same terms, another constant
            base = r.choice(reqs)
            c = {"terms": [list(t) for t in base["terms"]],
                 "constant": base["constant"] + r.choice([0.0, 1.0, -2.0, 0.5, 10.0]),
                 "op": base["op"] if r.random() < 0.5 else r.choice(["==", "<=", ">="]),
                 "strength": "required"}
        elif k < 0.20 and reqs:
            # a scaled copy, or the sum of two required equalities: redundant
            a = r.choice(reqs)
            b = r.choice(reqs)
            m = r.choice([2.0, -1.0, 0.5])
            if a["op"] == "==" and b["op"] == "==" and a is not b and r.random() < 0.5:
                terms = [list(t) for t in a["terms"]] + [list(t) for t in b["terms"]]
                const = a["constant"] + b["constant"]
                if r.random() < 0.3:
                    const += 3.0      # conflicting instead
                c = {"terms": terms, "constant": const, "op": "==", "strength": "required"}
            else:
                op = a["op"]
                if m < 0 and op != "==":
                    op = "<=" if op == ">=" else ">="
                c = {"terms": [[t[0] * m, t[1]] for t in a["terms"]],
                     "constant": a["constant"] * m, "op": op, "strength": "required"}
        elif 0.20 <= k < 0.23:
            # terms that cancel: constant OP 0 with a repeated variable
            v = r.choice(names)
            a = float(r.choice([1, 2, 0.5]))
            c = {"terms": [[a, v], [-a, v]], "constant": r.choice([0.0, 5.0, -3.0]),
                 "op": r.choice(["==", "<=", ">="]), "strength": rand_strength(r)}
        elif 0.23 <= k < 0.30:
            # a bound pair on one variable (sometimes crossing)
            v = r.choice(names)
            lo = float(r.randint(-50, 50))
            hi = lo + r.choice([-5.0, 0.0, 10.0, 40.0])
            cons.append({"terms": [[1.0, v]], "constant": -lo, "op": ">=",
                         "strength": rand_strength(r)})
            if len(cons) >= nc:
                break
            c = {"terms": [[1.0, v]], "constant": -hi, "op": "<=",
                 "strength": rand_strength(r)}
        else:
            c = fresh()
        cons.append(c)

    edits = []
    used = sorted({t[1] for c in cons for t in c["terms"]})
    ne = r.choice([0, 1, 1, 2, 2, 3])
    pool = used + (["e.free"] if r.random() < 0.1 else [])
    for v in r.sample(pool, min(ne, len(pool))):
        edits.append({"variable": v, "strength": rand_strength(r, allow_required=False)})
    steps = []
    if edits:
        for _ in range(r.randint(1, 4)):
            sub = r.sample(edits, r.randint(1, len(edits)))
            steps.append({e["variable"]: (float(r.randint(-200, 200)) if r.random() < 0.7
                                          else r.randint(-800, 800) / 4.0) for e in sub})
    return {"name": "diff-%d" % seed, "constraints": cons, "edits": edits,
            "suggestions": steps}


# --------------------------------------------------------------------------- HiGHS

_HIGHS = None


def highs():
    global _HIGHS
    if _HIGHS is None:
        # the constructor prints a banner on stdout: keep it out of the report
        sys.stdout.flush()
        saved = os.dup(1)
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        try:
            import highspy
            h = highspy.Highs()
        finally:
            os.dup2(saved, 1)
            os.close(saved)
            os.close(devnull)
        h.setOptionValue("output_flag", False)
        _HIGHS = (h, highspy)
    return _HIGHS


LP_TIME_LIMIT = 20.0
LP_ATTEMPTS = [(1e-9, "on"), (1e-9, "off"), (1e-7, "on")]


class LPFailed(Exception):
    pass


def solve_elastic(rows, names, costs):
    """min sum(cost_i * violation_i) over free variables, rows given as
    (terms, constant, op, hard) with hard rows enforced exactly.
    Returns (objective, x dict).  Raises LPFailed unless HiGHS reports Optimal."""
    h, hp = highs()
    import numpy as np
    idx = {n: j for j, n in enumerate(names)}
    n = len(names)
    col_cost = [0.0] * n
    col_lo = [-hp.kHighsInf] * n
    col_hi = [hp.kHighsInf] * n
    cols = [[] for _ in range(n)]      # per column: (row, value)
    row_lo, row_hi = [], []
    for ri, (terms, const, op, hard) in enumerate(rows):
        acc = {}
        for a, v in terms:
            acc[idx[v]] = acc.get(idx[v], 0.0) + a
        for j, a in acc.items():
            if a != 0.0:
                cols[j].append((ri, a))
        lo, hi = -const, -const
        if op == "<=":
            lo = -hp.kHighsInf
        elif op == ">=":
            hi = hp.kHighsInf
        row_lo.append(lo)
        row_hi.append(hi)
        if not hard:
            w = costs[ri]
            # e >= 0 with  expr - e <= 0  (<=),  expr + e >= 0  (>=), both for ==
            if op in ("<=", "=="):
                cols.append([(ri, -1.0)])
                col_cost.append(w)
                col_lo.append(0.0)
                col_hi.append(hp.kHighsInf)
            if op in (">=", "=="):
                cols.append([(ri, 1.0)])
                col_cost.append(w)
                col_lo.append(0.0)
                col_hi.append(hp.kHighsInf)
    lp = hp.HighsLp()
    lp.num_col_ = len(cols)
    lp.num_row_ = len(rows)
    lp.col_cost_ = np.array(col_cost, dtype=float)
    lp.col_lower_ = np.array(col_lo, dtype=float)
    lp.col_upper_ = np.array(col_hi, dtype=float)
    lp.row_lower_ = np.array(row_lo, dtype=float)
    lp.row_upper_ = np.array(row_hi, dtype=float)
    start, index, value = [0], [], []
    for col in cols:
        for ri, a in col:
            index.append(ri)
            value.append(a)
        start.append(len(index))
    lp.a_matrix_.format_ = hp.MatrixFormat.kColwise
    lp.a_matrix_.start_ = np.array(start, dtype=np.int32)
    lp.a_matrix_.index_ = np.array(index, dtype=np.int32)
    lp.a_matrix_.value_ = np.array(value, dtype=float)
    # tight tolerances first; HiGHS occasionally errors out on them, so retry without
    # presolve, then with its default tolerances (1e-7)
    for tol, presolve in LP_ATTEMPTS:
        h.clearModel()
        h.setOptionValue("primal_feasibility_tolerance", tol)
        h.setOptionValue("dual_feasibility_tolerance", tol)
        h.setOptionValue("presolve", presolve)
        # HiGHS's clock runs over the instance's whole life: 20 s from now
        h.setOptionValue("time_limit", h.getRunTime() + LP_TIME_LIMIT)
        h.passModel(lp)
        h.run()
        status = h.getModelStatus()
        if status == hp.HighsModelStatus.kModelEmpty:
            return 0.0, {}
        if status == hp.HighsModelStatus.kOptimal:
            break
    else:
        raise LPFailed(h.modelStatusToString(status))
    sol = list(h.getSolution().col_value)
    return h.getInfo().objective_function_value, {v: sol[j] for v, j in idx.items()}


def infeasibility(cons, subset):
    """(gap, scale): the least total violation of the constraints `subset` (indices into
    `cons`), every row scaled by its largest coefficient."""
    rows, costs, names, scale = [], [], set(), 1.0
    for i in subset:
        c = cons[i]
        acc = {}
        for a, v in c["terms"]:
            acc[v] = acc.get(v, 0.0) + a
        terms = [(a, v) for v, a in acc.items() if a != 0.0]
        s = max([abs(a) for a, _ in terms], default=1.0)
        rows.append(([(a / s, v) for a, v in terms], c["constant"] / s, c["op"], False))
        costs.append(1.0)
        names.update(v for _, v in terms)
        scale = max(scale, abs(c["constant"] / s))
    gap, _ = solve_elastic(rows, sorted(names), costs)
    return max(0.0, gap), scale


def classify(cons, subset):
    """'feasible', 'infeasible' or 'borderline'."""
    gap, scale = infeasibility(cons, subset)
    if gap > INFEAS_HI * scale:
        return "infeasible"
    if gap <= INFEAS_LO * scale:
        return "feasible"
    return "borderline"


# --------------------------------------------------------------------------- objective

def residual(terms, const, x):
    """(value, magnitude) of sum(coef * var) + constant at x."""
    val, mag = const, abs(const)
    for a, v in terms:
        t = a * x.get(v, 0.0)
        val += t
        mag += abs(t)
    return val, mag


def violation(op, val):
    if op == "==":
        return abs(val)
    if op == "<=":
        return max(0.0, val)
    return max(0.0, -val)


def soft_rows(sysm, accepted, suggested):
    """The soft rows of the accepted constraints and the edits: (terms, const, op, w)."""
    out = []
    for i in accepted:
        c = sysm["constraints"][i]
        if not is_required(c["strength"]):
            out.append((c["terms"], c["constant"], c["op"], weight(c["strength"])))
    for e in sysm["edits"]:
        v = e["variable"]
        out.append(([(1.0, v)], -suggested[v], "==", weight(e["strength"])))
    return out


def objective(soft, x):
    """(sum of strength * violation, rounding floor sum of strength * magnitude)."""
    obj, floor = 0.0, 0.0
    for terms, const, op, w in soft:
        val, mag = residual(terms, const, x)
        obj += w * violation(op, val)
        floor += w * max(1.0, mag)
    return obj, floor


def required_violations(sysm, accepted, x):
    bad = []
    for i in accepted:
        c = sysm["constraints"][i]
        if is_required(c["strength"]):
            val, mag = residual(c["terms"], c["constant"], x)
            if violation(c["op"], val) > REQ_TOL * max(1.0, mag):
                bad.append((i, val))
    return bad


def lp_optimum(sysm, accepted, suggested, names):
    rows, costs = [], []
    for i in accepted:
        c = sysm["constraints"][i]
        if is_required(c["strength"]):
            rows.append(([tuple(t) for t in c["terms"]], c["constant"], c["op"], True))
            costs.append(0.0)
    for terms, const, op, w in soft_rows(sysm, accepted, suggested):
        rows.append(([tuple(t) for t in terms], const, op, False))
        costs.append(w)
    obj, _ = solve_elastic(rows, names, costs)
    return obj


def same_objective(a, b, floor):
    return abs(a - b) <= OBJ_REL * max(abs(a), abs(b)) + OBJ_FLOOR * floor


def states(sysm):
    """The suggested values of every edit at the initial solve and after each step."""
    cur = {e["variable"]: 0.0 for e in sysm["edits"]}
    out = [dict(cur)]
    for step in sysm["suggestions"]:
        cur.update({k: float(v) for k, v in step.items()})
        out.append(dict(cur))
    return out


# --------------------------------------------------------------------------- kiwi worker

KIWI_WORKER = r'''
import json, sys
import kiwisolver as kiwi
S = {"required": kiwi.strength.required, "strong": kiwi.strength.strong,
     "medium": kiwi.strength.medium, "weak": kiwi.strength.weak}
def st(s):
    return S[s] if isinstance(s, str) else float(s)
for line in sys.stdin:
    sysm = json.loads(line)
    out = {"rejected": [], "values": [], "error": None}
    try:
        names = {}
        for c in sysm["constraints"]:
            for _, v in c["terms"]:
                names.setdefault(v, kiwi.Variable(v))
        for e in sysm["edits"]:
            names.setdefault(e["variable"], kiwi.Variable(e["variable"]))
        solver = kiwi.Solver()
        for i, c in enumerate(sysm["constraints"]):
            expr = kiwi.Expression(tuple(kiwi.Term(names[v], a) for a, v in c["terms"]),
                                   c["constant"])
            try:
                solver.addConstraint(kiwi.Constraint(expr, c["op"], st(c["strength"])))
            except kiwi.UnsatisfiableConstraint:
                out["rejected"].append(i)
        for e in sysm["edits"]:
            solver.addEditVariable(names[e["variable"]], st(e["strength"]))
        solver.updateVariables()
        out["values"].append({k: v.value() for k, v in names.items()})
        for step in sysm["suggestions"]:
            for k, x in step.items():
                solver.suggestValue(names[k], float(x))
            solver.updateVariables()
            out["values"].append({k: v.value() for k, v in names.items()})
    except Exception as exc:
        out["error"] = "%s: %s" % (type(exc).__name__, exc)
    sys.stdout.write(json.dumps(out) + "\n")
    sys.stdout.flush()
'''


class Kiwi:
    """A kiwisolver process reused across systems, restarted when it dies."""

    def __init__(self):
        self.proc = None

    def start(self):
        self.proc = subprocess.Popen(
            [sys.executable, "-c", KIWI_WORKER], stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, bufsize=1)
        # drain stderr in the background so an abort message cannot block the pipe
        import threading
        self.err = []
        self.err_thread = threading.Thread(
            target=lambda p=self.proc, e=self.err: e.extend(p.stderr), daemon=True)
        self.err_thread.start()

    def run(self, sysm):
        """The worker's answer, or {"abort": message} if the process died or hung."""
        if self.proc is None or self.proc.poll() is not None:
            self.start()
        import select
        ready = []
        try:
            self.proc.stdin.write(json.dumps(sysm) + "\n")
            self.proc.stdin.flush()
            ready, _, _ = select.select([self.proc.stdout], [], [], KIWI_TIMEOUT)
            line = self.proc.stdout.readline() if ready else ""
        except (BrokenPipeError, OSError):
            line = ""
        if line:
            return json.loads(line)
        try:
            # end of output: the process is dying; give it a moment to be reaped
            self.proc.wait(timeout=5 if line == "" and ready else 0.01)
            reason = "exit %s" % self.proc.returncode
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
            reason = "timeout after %gs" % KIWI_TIMEOUT
        self.err_thread.join(timeout=5)
        msg = "".join(self.err).strip().splitlines()
        self.proc = None
        return {"abort": reason + (": " + msg[-1] if msg else "")}


# --------------------------------------------------------------------------- one system

_KIWI = None
_CFG = None


def init_worker(cfg):
    global _CFG, _KIWI
    _CFG = cfg
    _KIWI = Kiwi() if cfg["kiwi"] else None


def check_system(seed):
    """Checks one seed; returns a result dict (failures: list of (kind, detail))."""
    try:
        return check_one(seed)
    except Exception as exc:          # a checker bug must not hide the other systems
        import traceback
        return {"seed": seed, "failures": [("checker", "%s: %s" % (
                    type(exc).__name__, traceback.format_exc().strip().splitlines()[-3:]))],
                "steps": 0, "rejections": 0, "borderline": 0, "irreducible": 0,
                "reducible": 0, "lp_errors": 0, "kiwi": None, "obj_dev": 0.0}


def check_one(seed):
    cfg = _CFG
    sysm = generate(seed)
    cons = sysm["constraints"]
    res = {"seed": seed, "failures": [], "steps": 0, "rejections": 0, "borderline": 0,
           "irreducible": 0, "reducible": 0, "lp_errors": 0, "kiwi": None,
           "obj_dev": 0.0}
    fail = res["failures"].append

    fd, path = tempfile.mkstemp(suffix=".json", prefix="diff-%d-" % seed, dir=cfg["tmp"])
    with os.fdopen(fd, "w") as f:
        json.dump(sysm, f)
    try:
        p = subprocess.run([cfg["cli"], "system", path, "--all-steps"],
                           capture_output=True, text=True, timeout=CLI_TIMEOUT)
    except subprocess.TimeoutExpired:
        fail(("cli", "timeout after %gs" % CLI_TIMEOUT))
        return finish(res, sysm, path)
    if p.returncode != 0:
        fail(("cli", "exit %d: %s" % (p.returncode, p.stderr.strip()[:300])))
        return finish(res, sysm, path)
    try:
        out = json.loads(p.stdout)
    except ValueError as exc:
        fail(("cli", "unreadable output: %s" % exc))
        return finish(res, sysm, path)

    unsat = out.get("unsatisfiable", [])
    ours_rej = [u["index"] for u in unsat]
    res["rejections"] = len(ours_rej)
    all_values = [out["values"]] + out.get("stepValues", [])
    names = sorted({t[1] for c in cons for t in c["terms"]} |
                   {e["variable"] for e in sysm["edits"]})
    missing = [v for v in names if v not in out["values"]]
    if missing or len(all_values) != len(sysm["suggestions"]) + 1:
        fail(("cli", "missing values: %s, %d value sets" % (missing, len(all_values))))
        return finish(res, sysm, path)

    # (c) which required constraints must be rejected, in file order
    c_failed = False
    try:
        accepted_req, expected = [], []
        for i, c in enumerate(cons):
            if not is_required(c["strength"]):
                continue
            verdict = classify(cons, accepted_req + [i])
            if verdict == "borderline":
                res["borderline"] += 1
                verdict = "infeasible" if i in ours_rej else "feasible"
            if verdict == "infeasible":
                expected.append(i)
            else:
                accepted_req.append(i)
        if expected != ours_rej:
            c_failed = True
            fail(("c", "expected rejected %s, got %s" % (expected, ours_rej)))
    except LPFailed as exc:
        res["lp_errors"] += 1
        fail(("lp", "feasibility LP: %s" % exc))

    # (d) every explanation is a genuine conflict among held required constraints
    held = set(i for i, c in enumerate(cons) if is_required(c["strength"])) - set(ours_rej)
    try:
        for u in unsat:
            i, w = u["index"], u["conflictsWith"]
            stray = [j for j in w if j not in held]
            if stray:
                fail(("d", "constraint %d: conflictsWith names %s, not held required "
                           "constraints" % (i, stray)))
                continue
            if classify(cons, w + [i]) == "feasible":
                fail(("d", "constraint %d: %s plus it is feasible" % (i, w)))
                continue
            if all(classify(cons, [k for k in w if k != j] + [i]) == "feasible" for j in w):
                res["irreducible"] += 1
            else:
                res["reducible"] += 1
    except LPFailed as exc:
        res["lp_errors"] += 1
        fail(("lp", "explanation LP: %s" % exc))

    # (a), (b) at the initial solve and after every step
    accepted = [i for i in range(len(cons)) if i not in set(ours_rej)]
    sug_states = states(sysm)
    opts = []
    for k, (x, sug) in enumerate(zip(all_values, sug_states)):
        res["steps"] += 1
        where = "initial" if k == 0 else "step %d" % k
        bad = required_violations(sysm, accepted, x)
        if bad:
            fail(("a", "%s: required %s violated (residuals %s)" % (
                where, [i for i, _ in bad], ["%.3g" % r for _, r in bad])))
        soft = soft_rows(sysm, accepted, sug)
        ours, floor = objective(soft, x)
        try:
            opt = lp_optimum(sysm, accepted, sug, names)
        except LPFailed as exc:
            opts.append(None)
            if not c_failed:      # else our accepted set may be infeasible: (c) says so
                res["lp_errors"] += 1
                fail(("lp", "%s: objective LP: %s" % (where, exc)))
            continue
        opts.append(opt)
        tol = OBJ_REL * max(abs(ours), abs(opt)) + OBJ_FLOOR * floor
        dev = abs(ours - opt) / tol if tol > 0 else (0.0 if ours == opt else math.inf)
        res["obj_dev"] = max(res["obj_dev"], dev)
        if not same_objective(ours, opt, floor):
            fail(("b", "%s: objective %.12g, HiGHS optimum %.12g" % (where, ours, opt)))

    # (e) kiwisolver
    if _KIWI is not None:
        kr = _KIWI.run(sysm)
        kv = {"outcome": None}
        if "abort" in kr:
            kv["outcome"] = "abort"
            kv["detail"] = kr["abort"]
        elif kr["error"]:
            kv["outcome"] = "error"
            kv["detail"] = kr["error"]
        elif kr["rejected"] != ours_rej:
            kv["outcome"] = "rejects-differently"
            kv["detail"] = "kiwi %s, ours %s" % (kr["rejected"], ours_rej)
        else:
            kv["outcome"] = "agrees"
            for k, (x, sug) in enumerate(zip(kr["values"], sug_states)):
                bad = required_violations(sysm, accepted, x)
                if bad:
                    kv["outcome"] = "violates-required"
                    kv["detail"] = "at %s: required %s broken (residuals %s)" % (
                        "initial" if k == 0 else "step %d" % k, [i for i, _ in bad],
                        ["%.3g" % v for _, v in bad])
                    break
            if kv["outcome"] == "agrees":
                for k, (x, xo, sug) in enumerate(zip(kr["values"], all_values, sug_states)):
                    soft = soft_rows(sysm, accepted, sug)
                    kobj, kfloor = objective(soft, x)
                    ours, floor = objective(soft, xo)
                    if not same_objective(kobj, ours, max(floor, kfloor)):
                        kv["outcome"] = "disagrees"
                        better = ""
                        if opts[k] is not None:
                            better = (", ours is optimal" if same_objective(ours, opts[k], floor)
                                      else ", ours is not optimal")
                        kv["detail"] = "%s: kiwi %.12g, ours %.12g%s" % (
                            "initial" if k == 0 else "step %d" % k, kobj, ours, better)
                        break
        res["kiwi"] = kv
    return finish(res, sysm, path)


def finish(res, sysm, path):
    keep = _CFG["keep"]
    if keep and (res["failures"] or _CFG["only"] is not None):
        os.makedirs(keep, exist_ok=True)
        with open(os.path.join(keep, "diff-%d.json" % res["seed"]), "w") as f:
            json.dump(sysm, f, indent=1)
    try:
        os.unlink(path)
    except OSError:
        pass
    return res


# --------------------------------------------------------------------------- main

KINDS = {"a": "(a) required constraint violated",
         "b": "(b) objective differs from the HiGHS optimum",
         "c": "(c) rejections differ from HiGHS's replay",
         "d": "(d) explanation is not a held conflicting set",
         "cli": "layoutcli failed (exit, timeout, output)",
         "lp": "HiGHS did not solve an LP",
         "checker": "the checker itself raised"}


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--systems", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--cli", default=None, help="layoutcli binary (default .build/release)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--keep", default=None, help="write failing systems to this directory")
    ap.add_argument("--only", type=int, default=None, help="check this one system seed")
    ap.add_argument("--no-kiwi", action="store_true", help="skip (e)")
    ap.add_argument("--json", action="store_true", help="print the summary as JSON too")
    ap.add_argument("--verbose", action="store_true", help="print every failure")
    a = ap.parse_args(argv)

    root = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
    cli = os.path.abspath(a.cli or os.path.join(root, ".build", "release", "layoutcli"))
    if not os.access(cli, os.X_OK):
        sys.exit("differential_check: no layoutcli at %s (build it: swift build -c release "
                 "--product layoutcli, or pass --cli)" % cli)
    try:
        import highspy  # noqa: F401  (constructed in the workers, after the fork)
    except ImportError:
        sys.exit("differential_check: needs highspy (pip install highspy==1.16.0)")
    use_kiwi = not a.no_kiwi
    if use_kiwi:
        try:
            import kiwisolver  # noqa: F401
        except ImportError:
            sys.exit("differential_check: needs kiwisolver (pip install kiwisolver==1.5.1) "
                     "or --no-kiwi")

    seeds = [a.only] if a.only is not None else list(range(a.seed, a.seed + a.systems))
    t0 = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="layout-diff-") as tmp:
        cfg = {"cli": cli, "tmp": tmp, "keep": a.keep, "only": a.only, "kiwi": use_kiwi}
        if a.workers <= 1 or len(seeds) == 1:
            init_worker(cfg)
            results = [check_system(s) for s in seeds]
        else:
            ctx = mp.get_context("fork")
            with ctx.Pool(a.workers, initializer=init_worker, initargs=(cfg,)) as pool:
                results = list(pool.imap(check_system, seeds, chunksize=4))
    elapsed = time.monotonic() - t0

    by_kind = {}
    for r in results:
        for kind, detail in r["failures"]:
            by_kind.setdefault(kind, []).append((r["seed"], detail))
    kiwi_counts, kiwi_seeds, kiwi_rej = {}, {}, {}
    for r in results:
        if r["kiwi"]:
            o = r["kiwi"]["outcome"]
            kiwi_counts[o] = kiwi_counts.get(o, 0) + 1
            if r["rejections"]:
                kiwi_rej[o] = kiwi_rej.get(o, 0) + 1
            kiwi_seeds.setdefault(o, []).append((r["seed"], r["kiwi"].get("detail", "")))
    summary = {
        "systems": len(results),
        "steps": sum(r["steps"] for r in results),
        "constraints": sum(len(generate(s)["constraints"]) for s in seeds),
        "systems_with_rejections": sum(1 for r in results if r["rejections"]),
        "rejections": sum(r["rejections"] for r in results),
        "explanations_irreducible": sum(r["irreducible"] for r in results),
        "explanations_reducible": sum(r["reducible"] for r in results),
        "borderline_feasibility": sum(r["borderline"] for r in results),
        "failed_systems": sum(1 for r in results if r["failures"]),
        "failures": {k: len(v) for k, v in by_kind.items()},
        "kiwi": kiwi_counts,
        "kiwi_in_systems_with_rejections": kiwi_rej,
        "max_objective_deviation_over_tolerance": max((r["obj_dev"] for r in results),
                                                      default=0.0),
        "seconds": round(elapsed, 1),
    }
    print("differential check: %d systems (seeds %d..%d), %d solves checked "
          "(initial + steps), %.1f s" % (summary["systems"], seeds[0], seeds[-1],
                                        summary["steps"], elapsed))
    print("  rejections: %d in %d systems; explanations irreducible %d, reducible %d; "
          "borderline feasibility decisions %d" % (
              summary["rejections"], summary["systems_with_rejections"],
              summary["explanations_irreducible"], summary["explanations_reducible"],
              summary["borderline_feasibility"]))
    print("  largest objective deviation from HiGHS: %.3g of the tolerance" %
          summary["max_objective_deviation_over_tolerance"])
    if by_kind:
        print("  FAILURES (%d systems):" % summary["failed_systems"])
        for kind, items in sorted(by_kind.items()):
            print("    %s: %d" % (KINDS.get(kind, kind), len(items)))
            for seed, detail in (items if a.verbose else items[:5]):
                print("      seed %d: %s" % (seed, detail))
    else:
        print("  failures: none ((a) required hold, (b) objectives optimal, "
              "(c) rejections exact, (d) explanations conflict)")
    if use_kiwi:
        total = sum(kiwi_counts.values())
        print("  kiwisolver %s on %d systems: %s" % (
            __import__("kiwisolver").__version__, total,
            ", ".join("%s %d" % (k, v) for k, v in sorted(kiwi_counts.items()))))
        print("    of which in the %d systems with a rejection: %s" % (
            summary["systems_with_rejections"],
            ", ".join("%s %d" % (k, v) for k, v in sorted(kiwi_rej.items()))))
        clean = [(r["seed"], r["kiwi"]["outcome"], r["kiwi"].get("detail", ""))
                 for r in results
                 if r["kiwi"] and not r["rejections"] and r["kiwi"]["outcome"] != "agrees"]
        for seed, o, detail in clean[:5]:
            print("      kiwi %s without any rejection, seed %d: %s" % (o, seed, detail))
        for o in ("abort", "error", "violates-required", "rejects-differently", "disagrees"):
            for seed, detail in kiwi_seeds.get(o, [])[:3]:
                print("      kiwi %s, seed %d: %s" % (o, seed, detail))
    if a.json:
        print(json.dumps(summary))
    hard = list(by_kind)
    return 1 if hard else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
