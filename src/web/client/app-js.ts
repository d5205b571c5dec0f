/**
 * The dashboard's client script (served as /assets/app.js): select-all for bulk actions, confirmation
 * before destructive bulk actions, and the live session feed (EventSource → htmx refresh of #feed).
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
  if (f && f.id === "bulk" && action === "purge" && !window.confirm("Delete the selected memories for good?")) e.preventDefault();
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
