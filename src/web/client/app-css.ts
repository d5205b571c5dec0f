/** The dashboard's stylesheet (served as /assets/app.css; no inline styles, so the CSP forbids them). */
export const APP_CSS = `
:root { --fg:#1d232a; --muted:#5b6670; --line:#d9dee3; --bg:#f7f8fa; --accent:#2457c5; --warn:#a15c00; --bad:#b3261e; }
* { box-sizing: border-box; }
body { margin:0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color:var(--fg); background:var(--bg); }
header { display:flex; gap:24px; align-items:center; padding:10px 20px; background:#fff; border-bottom:1px solid var(--line); }
header nav a { margin-right:14px; color:var(--muted); text-decoration:none; padding:4px 0; }
header nav a.active { color:var(--fg); border-bottom:2px solid var(--accent); }
main { padding:16px 20px; max-width:1200px; }
h1 { font-size:18px; margin:4px 0 12px; } h2 { font-size:15px; margin:18px 0 8px; }
a { color:var(--accent); }
form.filters { display:flex; flex-wrap:wrap; gap:8px; align-items:end; margin-bottom:12px; }
form.filters label { display:flex; flex-direction:column; font-size:12px; color:var(--muted); }
input, select, textarea, button { font:inherit; }
input[type=text], input[type=search], input[type=date], input[type=number], select, textarea { padding:4px 6px; border:1px solid var(--line); border-radius:4px; background:#fff; }
textarea { width:100%; min-height:140px; }
button { padding:4px 10px; border:1px solid var(--line); border-radius:4px; background:#fff; cursor:pointer; }
button.primary { background:var(--accent); color:#fff; border-color:var(--accent); }
button.danger { color:var(--bad); border-color:var(--bad); }
table { border-collapse:collapse; width:100%; background:#fff; border:1px solid var(--line); }
th, td { text-align:left; padding:6px 8px; border-bottom:1px solid var(--line); vertical-align:top; }
th { font-size:12px; color:var(--muted); font-weight:600; }
td.title { max-width:560px; overflow-wrap:anywhere; }
.muted { color:var(--muted); } .small { font-size:12px; }
.badge { display:inline-block; padding:0 6px; border-radius:8px; font-size:11px; border:1px solid var(--line); background:#fff; }
.badge.pinned { border-color:var(--accent); color:var(--accent); }
.badge.stale { border-color:var(--warn); color:var(--warn); }
.badge.deleted { border-color:var(--bad); color:var(--bad); }
.badge.superseded { border-color:var(--warn); color:var(--muted); }
.badge.said { border-style:dashed; color:var(--muted); }
ol.said { list-style:none; padding:0; } ol.said li { margin:8px 0; }
.said-text { margin:4px 0 0; padding:4px 10px; border-left:3px dashed var(--line); white-space:pre-wrap; overflow-wrap:anywhere; }
.bar { display:flex; gap:8px; align-items:center; margin:8px 0; flex-wrap:wrap; }
.pager { display:flex; gap:12px; align-items:center; margin:10px 0; }
dl.prov { display:grid; grid-template-columns: 160px 1fr; gap:4px 12px; background:#fff; border:1px solid var(--line); padding:10px; }
dl.prov dt { color:var(--muted); } dl.prov dd { margin:0; overflow-wrap:anywhere; }
pre { white-space:pre-wrap; overflow-wrap:anywhere; background:#fff; border:1px solid var(--line); padding:10px; }
.meter { height:10px; background:#e6e9ed; border-radius:5px; overflow:hidden; max-width:420px; }
.meter > span { display:block; height:100%; background:var(--accent); }
.card { background:#fff; border:1px solid var(--line); border-radius:6px; padding:10px 12px; margin-bottom:10px; }
.grid2 { display:grid; grid-template-columns:1fr 1fr; gap:12px; }
#settings .bar { flex-wrap:nowrap; margin:0; }
#settings input[type=number], #settings input[type=text] { width:120px; }
.chart { position:relative; height:260px; }
.ok { color:#1e7d32; } .fail { color:var(--bad); }
.notice { padding:8px 10px; background:#fff8e1; border:1px solid #f0d98a; border-radius:4px; margin-bottom:10px; }
.notice.done { background:#e8f5e9; border-color:#a5d6a7; }
${Array.from({ length: 21 }, (_, i) => `.meter > span.w${i * 5} { width:${i * 5}%; }`).join("\n")}
`;
