#!/usr/bin/env python3
"""Writes a `solver` fuzz input out as Swift: the operations it drives, one per line.

    python3 Docs/tools/fuzz_input_to_swift.py Fuzz/regressions/solver/NAME.bin

Each constraint keeps its terms as the input gives them (unmerged, in order, with its
strength as the target picks it), so a regression test built from the output replays the
same calls as the fuzz target does (Docs/Reliability.md, "Fuzzing"). `step(N) { ... }`
marks each call; wrap it in a function that runs the call and reads every value after it,
as the target does (its checks read values between calls).

The decoding mirrors `Fuzz/SolverSequence.swift` (ByteReader, the coefficient and
strength tables, `number`, `makeConstraint`, `Operation.init`): change both together.
"""
import sys

if len(sys.argv) != 2:
    sys.exit("usage: fuzz_input_to_swift.py INPUT.bin")
data = open(sys.argv[1], 'rb').read()
pos = 0
def nxt():
    global pos
    if pos >= len(data): return None
    b = data[pos]; pos += 1; return b
coeffs = [1, -1, 2, -2, 0.5, -0.5, 3, 0.25, -0.75, 10, -0.1, 1e3, 1e-3, 0]
strengths = ['.required', '.required', '.strong', '.medium', '.weak', 'Strength(1e-3)', 'Strength(1e6)', 'Strength(priority: 750)']
def number():
    k = nxt(); r = nxt()
    if k is None or r is None: return None
    s = r - 128
    m = k % 8
    if m == 0: return 0.0
    if m in (1,2,3): return float(s)
    if m in (4,5): return s/4
    if m == 6: return s*1000.0
    return s*1e6
def fmt(x):
    if x == int(x) and abs(x) < 1e15: return str(int(x))
    return repr(x)
def make():
    shape = nxt()
    if shape is None: return None
    terms = []
    for _ in range(shape % 3 + 1):
        vi = nxt(); ci = nxt()
        if vi is None or ci is None: return None
        terms.append((vi % 6, coeffs[ci % len(coeffs)]))
    c = number()
    if c is None: return None
    si = nxt()
    if si is None: return None
    rel = ['==', '<=', '>='][(shape // 3) % 3]
    st = strengths[si % len(strengths)]
    tt = ", ".join(f"Term(v[{v}], {fmt(co)})" for v, co in terms)
    expr = f"LinearConstraint(Expression([{tt}], constant: {fmt(c)}), .{ {'==':'equal','<=':'lessThanOrEqual','>=':'greaterThanOrEqual'}[rel]}, strength: {st})"
    return expr
known = []
lines = []
n = 0
for step in range(256):
    op = nxt()
    if op is None: break
    o = op % 10
    if o in (0,1,2):
        c = make()
        if c is None: break
        name = f"c{n}"; n += 1; known.append(name)
        lines.append(f"let {name} = {c}")
        lines.append(f"step({step}) {{ try s.addConstraint({name}) }}")
    elif o == 3:
        cnt = nxt()
        if cnt is None: break
        names = []
        pending = []
        ok = True
        for _ in range(cnt % 4 + 1):
            c = make()
            if c is None: ok = False; break
            name = f"c{n}"; n += 1; names.append(name)
            pending.append(f"let {name} = {c}")
        if not ok: break
        lines += pending
        known += names
        if cnt & 0x80:
            lines.append(f"step({step}) {{ _ = s.addConstraintsSkippingFailures([{', '.join(names)}]) }}")
        else:
            lines.append(f"step({step}) {{ try s.addConstraints([{', '.join(names)}]) }}")
    elif o == 4:
        if not known: break
        i = nxt()
        if i is None: break
        lines.append(f"step({step}) {{ try s.removeConstraint({known[i % len(known)]}) }}")
    elif o == 5:
        vi = nxt(); si = nxt()
        if vi is None or si is None: break
        lines.append(f"step({step}) {{ try s.addEditVariable(v[{vi % 6}], strength: {strengths[si % len(strengths)]}) }}")
    elif o == 6:
        vi = nxt()
        if vi is None: break
        lines.append(f"step({step}) {{ try s.removeEditVariable(v[{vi % 6}]) }}")
    elif o in (7,8):
        vi = nxt()
        if vi is None: break
        val = number()
        if val is None: break
        lines.append(f"step({step}) {{ try s.suggestValue(v[{vi % 6}], {fmt(val)}) }}")
    else:
        if not known: break
        i = nxt()
        if i is None: break
        val = number()
        if val is None: break
        lines.append(f"step({step}) {{ try s.setConstant(of: {known[i % len(known)]}, to: {fmt(val)}) }}")
print("\n".join(lines))
