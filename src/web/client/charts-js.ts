/**
 * Draws the charts page with Chart.js (https://www.chartjs.org/docs/latest/): each
 * `<canvas data-chart="…">` holds its chart's JSON config (type, labels, datasets) in an attribute.
 */
export const CHARTS_JS = `
window.addEventListener("DOMContentLoaded", () => {
  if (!window.Chart) return;
  for (const canvas of document.querySelectorAll("canvas[data-chart]")) {
    const spec = JSON.parse(canvas.getAttribute("data-chart"));
    new window.Chart(canvas, {
      type: spec.type,
      data: { labels: spec.labels, datasets: spec.datasets },
      options: {
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        scales: spec.type === "doughnut" ? {} : spec.stacked
          ? { x: { stacked: true }, y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } } }
          : { y: { beginAtZero: true, ticks: { precision: 0 } } },
        plugins: { legend: { display: spec.type === "doughnut" || spec.datasets.length > 1, position: "bottom" } },
      },
    });
  }
});
`;
