/**
 * The dashboard's client script (served as /assets/app.js): select-all for bulk actions, confirmation
 * before a bulk delete (how many) and before forms marked data-confirm, and the live session feed
 * (EventSource → htmx refresh of #feed).
 */
export const APP_JS = `
document.addEventListener("change", (e) => {
  const t = e.target;
  if (t && t.id === "select-all")
    for (const box of document.querySelectorAll("input[name=ids]")) box.checked = t.checked;
});
document.addEventListener("submit", (e) => {
  const f = e.target;
  const msg = f && f.getAttribute && f.getAttribute("data-confirm");
  const action = e.submitter && e.submitter.value;
  const picked = document.querySelectorAll("input[name=ids]:checked").length;
  if (f && f.id === "bulk" && action === "delete" && picked > 0 && !window.confirm("Delete " + picked + " selected " + (picked === 1 ? "memory" : "memories") + "? They stay restorable.")) e.preventDefault();
  else if (msg && !window.confirm(msg)) e.preventDefault();
});
window.addEventListener("DOMContentLoaded", () => {
  const feed = document.getElementById("feed");
  if (!feed || !window.EventSource) return;
  const src = new EventSource(feed.getAttribute("data-live"));
  src.addEventListener("change", () => {
    if (window.htmx) window.htmx.ajax("GET", feed.getAttribute("data-refresh"), { target: "#feed", swap: "innerHTML" });
  });
  window.addEventListener("beforeunload", () => src.close());
});
`;
