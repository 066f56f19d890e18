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

  function fixed(value, digits) {
    return value === null || value === undefined ? '' : Number(value).toFixed(digits);
  }

  // Puts `rows` (arrays of cell texts; the first cell a row header when `rowHeaders`) in the table's body.
  function fill(id, rows, rowHeaders) {
    var body = document.getElementById(id).tBodies[0];
    body.textContent = '';
    rows.forEach(function (cells) {
      var row = body.insertRow(-1);
      cells.forEach(function (text, i) {
        var cell = document.createElement(i === 0 && rowHeaders ? 'th' : 'td');
        if (i === 0 && rowHeaders) {
          cell.scope = 'row';
        }
        cell.textContent = text;
        row.appendChild(cell);
      });
    });
  }

  // The charts' text equivalent: the same figures in the two tables, refreshed with them.
  function tables(d) {
    fill('groups', d.groups.map(function (g) {
      return [g.format, g.profile, String(g.messages), fixed(g.p50Millis, 2), fixed(g.p95Millis, 2),
        fixed(g.p99Millis, 2), fixed(g.maxMillis, 2),
        fixed(g.cpuMicros, 0) + ' (' + fixed(g.cpuUserMicros, 0) + ' / ' + fixed(g.cpuSystemMicros, 0) + ')',
        fixed(g.minorFaults, 1) + ' / ' + fixed(g.majorFaults, 1), fixed(g.bytes, 0)];
    }), false);
    var series = Object.keys(d.throughput);
    var head = document.getElementById('over-time').tHead.rows[0];
    head.textContent = '';
    ['From'].concat(series.map(function (s) { return s + ' (messages/s)'; }), ['RSS MiB', 'Heap MiB'])
      .forEach(function (text) {
        var th = document.createElement('th');
        th.scope = 'col';
        th.textContent = text;
        head.appendChild(th);
      });
    fill('over-time', d.times.map(function (time, i) {
      return [time].concat(series.map(function (s) { return fixed(d.throughput[s][i], 2); }),
        [fixed(d.rssMiB[i], 1), fixed(d.heapMiB[i], 1)]);
    }), true);
  }

  // Which way the XML messages went, and the share the template engine served from a learned template.
  function paths(d) {
    var rate = d.xmlPaths.templateHitRate;
    document.getElementById('template-hit-rate').textContent = rate === null || rate === undefined
      ? 'No XML message was left to the template engine in this window.'
      : 'Template hit rate: ' + fixed(rate * 100, 1) + ' % of the XML messages left to the template engine.';
    fill('paths', Object.keys(d.xmlPaths.counts).map(function (path) {
      return [path, String(d.xmlPaths.counts[path])];
    }), true);
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
    tables(d);
    paths(d);
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
