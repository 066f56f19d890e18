// Draws the dashboard's charts from /dashboard/data and refreshes them every ten seconds, until the session
// ends (then it says so and stops).
(function () {
  'use strict';
  var page = document.getElementById('dashboard');
  var minutes = page.dataset.minutes;
  var palette = ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd', '#8c564b', '#e377c2', '#7f7f7f'];
  var charts = {};
  window.etpCharts = charts;

  function bars(labels, series) {
    return {
      labels: labels,
      datasets: series.map(function (s, i) {
        return {label: s.label, data: s.data, backgroundColor: palette[i % palette.length], stack: s.stack};
      })
    };
  }

  function lines(labels, named) {
    return {
      labels: labels,
      datasets: Object.keys(named).map(function (name, i) {
        return {label: name, data: named[name], borderColor: palette[i % palette.length], pointRadius: 0,
          spanGaps: true, tension: 0.2};
      })
    };
  }

  function pick(groups, field) {
    return groups.map(function (g) { return g[field]; });
  }

  function draw(id, type, data, stacked) {
    if (charts[id]) {
      charts[id].data = data;
      charts[id].update('none');
      return;
    }
    charts[id] = new Chart(document.getElementById(id), {
      type: type,
      data: data,
      options: {animation: false, responsive: true, maintainAspectRatio: false,
        scales: {x: {stacked: !!stacked}, y: {stacked: !!stacked, beginAtZero: true}}}
    });
  }

  function render(d) {
    var labels = d.groups.map(function (g) { return g.format + ' ' + g.profile; });
    draw('latencyChart', 'bar', bars(labels, [
      {label: 'p50', data: pick(d.groups, 'p50Millis')},
      {label: 'p95', data: pick(d.groups, 'p95Millis')},
      {label: 'p99', data: pick(d.groups, 'p99Millis')}]));
    draw('throughputChart', 'line', lines(d.times, d.throughput));
    draw('cpuChart', 'bar', bars(labels, [
      {label: 'user', data: pick(d.groups, 'cpuUserMicros'), stack: 'cpu'},
      {label: 'system', data: pick(d.groups, 'cpuSystemMicros'), stack: 'cpu'}]), true);
    draw('faultsChart', 'bar', bars(labels, [
      {label: 'minor', data: pick(d.groups, 'minorFaults')},
      {label: 'major', data: pick(d.groups, 'majorFaults')}]));
    draw('memoryChart', 'line', lines(d.times, {'RSS': d.rssMiB, 'heap used': d.heapMiB}));
    document.getElementById('message-count').textContent = d.messages;
    page.dataset.loaded = 'true';
  }

  function load() {
    fetch('dashboard/data?minutes=' + encodeURIComponent(minutes), window.etp.fetchOptions)
      .then(function (response) {
        if (window.etp.signedOut(response)) {
          window.etp.saySignedOut(document.getElementById('refresh-status'), 'these figures are');
          return;
        }
        if (response.ok) {
          return response.json().then(render);
        }
      })
      .catch(function () { /* the next refresh tries again */ })
      .finally(function () {
        if (document.body.dataset.polling !== 'stopped') {
          setTimeout(load, 10000);
        }
      });
  }

  load();
}());
