extension InspectorPage {
  /// The page's style sheet: a three-column layout (tree, scene, details) with the
  /// diagnostics below, system fonts only (nothing fetched).
  static let style = #"""
    :root { --line: #d0d4da; --muted: #5f6670; --accent: #0a63d1; --warn: #c26a00;
      --bad: #c62828; --panel: #f6f7f9; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 13px/1.4 -apple-system, "Segoe UI", "DejaVu Sans", sans-serif;
      color: #1d2127; background: #fff; }
    header { display: flex; align-items: baseline; gap: 16px; padding: 8px 14px;
      border-bottom: 1px solid var(--line); background: var(--panel); }
    h1 { font-size: 15px; margin: 0; font-weight: 600; }
    h2 { font-size: 14px; margin: 0 0 6px; word-break: break-all; }
    h3 { font-size: 12px; margin: 14px 0 4px; text-transform: uppercase; letter-spacing: .04em;
      color: var(--muted); }
    #summary { margin: 0; color: var(--muted); }
    main { display: grid; grid-template-columns: minmax(200px, 280px) auto minmax(320px, 1fr);
      align-items: start; }
    nav#tree { padding: 8px 6px; border-right: 1px solid var(--line); overflow: auto;
      max-height: calc(100vh - 48px); font-size: 12px; }
    nav#tree details { margin-left: 12px; }
    nav#tree > details, nav#tree > .leaf { margin-left: 0; }
    nav#tree .leaf { margin-left: 26px; }
    nav#tree summary { cursor: default; white-space: nowrap; }
    .node { cursor: pointer; padding: 0 3px; border-radius: 3px; }
    .node:hover { background: #e8eef8; }
    .node.selected { background: var(--accent); color: #fff; }
    .node.absent { color: #9aa0a8; font-style: italic; }
    .type { color: var(--muted); font-size: 11px; margin-left: 4px; }
    .badge { display: inline-block; font-size: 10px; padding: 0 4px; border-radius: 7px;
      margin-left: 4px; color: #fff; background: var(--muted); vertical-align: 1px; }
    .badge.ambiguous { background: var(--warn); }
    .badge.broken, .badge.conflict { background: var(--bad); }
    .badge.held { background: #2e7d32; }
    .badge.hidden { background: #8a9099; }
    #scene { padding: 12px; }
    #stage { position: relative; display: inline-block; border: 1px solid var(--line);
      line-height: 0; }
    #stage .sample svg { display: block; }
    #overlay { position: absolute; left: 0; top: 0; cursor: crosshair; }
    #overlay .hover { fill: rgba(10, 99, 209, .08); stroke: var(--accent); stroke-width: 1; }
    #overlay .selected { fill: rgba(10, 99, 209, .18); stroke: var(--accent); stroke-width: 2; }
    #overlay .mark-ambiguous { fill: none; stroke: var(--warn); stroke-width: 2;
      stroke-dasharray: 5 3; }
    #overlay .mark-broken { fill: none; stroke: var(--bad); stroke-width: 2;
      stroke-dasharray: 2 2; }
    #timeline { display: flex; align-items: center; gap: 8px; margin-top: 8px; }
    #scrubber { flex: 1; }
    #time { font-variant-numeric: tabular-nums; min-width: 70px; }
    aside#details { padding: 10px 14px; border-left: 1px solid var(--line); overflow: auto;
      max-height: calc(100vh - 48px); }
    .hint { color: var(--muted); }
    table.frames { border-collapse: collapse; font-variant-numeric: tabular-nums; }
    table.frames th { text-align: left; font-weight: 500; color: var(--muted); padding: 1px 10px 1px 0;
      white-space: nowrap; }
    table.frames td { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 12px; }
    ul.constraints { list-style: none; margin: 0; padding: 0; }
    ul.constraints li { border: 1px solid var(--line); border-radius: 4px; padding: 4px 6px;
      margin: 0 0 4px; }
    ul.constraints li.state-broken { border-color: var(--bad); background: #fdecec; }
    ul.constraints li.in-conflict { border-color: var(--bad); }
    ul.constraints li.kind-implicit { background: var(--panel); }
    code { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 12px;
      word-break: break-word; }
    .meta { color: var(--muted); font-size: 11px; }
    .warning { color: var(--warn); font-weight: 600; }
    #diagnostics { padding: 8px 14px; border-top: 1px solid var(--line); }
    #diagnostics pre { white-space: pre-wrap; margin: 4px 0; padding: 6px;
      background: var(--panel); border-left: 3px solid var(--warn); font-size: 12px; }
    #diagnostics pre.unsatisfiable { border-left-color: var(--bad); }
    #inspector-error { color: var(--bad); white-space: pre-wrap; }

    """#
}
