// Polls for prescriptions that arrived after the newest one drawn and puts them at the top of the queue.
(function () {
  'use strict';
  var table = document.getElementById('queue');
  if (!table || table.dataset.live !== 'true') {
    return;
  }
  var tbody = table.tBodies[0];
  var notice = document.getElementById('arrivals');
  var after = Number(table.dataset.after);
  var arrived = 0;

  function cell(row, text, className) {
    var td = row.insertCell(-1);
    td.textContent = text;
    if (className) {
      td.className = className;
    }
    return td;
  }

  function add(rx) {
    if (tbody.querySelector('tr[data-id="' + rx.id + '"]')) {
      return;
    }
    var row = tbody.insertRow(0);
    row.dataset.id = rx.id;
    row.className = 'arrived' + (rx.expired ? ' expired' : '');
    cell(row, rx.received);
    var link = document.createElement('a');
    link.className = 'rx';
    link.href = 'prescriptions/' + encodeURIComponent(rx.prescriptionId);
    link.textContent = rx.prescriptionId;
    cell(row, '').appendChild(link);
    cell(row, rx.patient);
    cell(row, rx.nhsNumber, 'nhs');
    cell(row, rx.items);
    cell(row, rx.prescriber);
    cell(row, rx.format + ' ' + rx.profile);
    var status = document.createElement('span');
    status.className = 'status ' + rx.status;
    status.textContent = rx.expired ? 'expired' : rx.status.toLowerCase().replace('_', ' ');
    cell(row, '').appendChild(status);
    arrived++;
  }

  function poll() {
    fetch('queue/arrivals?after=' + after, {headers: {'Accept': 'application/json'}, credentials: 'same-origin'})
      .then(function (response) {
        if (!response.ok) {
          throw new Error('status ' + response.status);
        }
        return response.json();
      })
      .then(function (rows) {
        rows.forEach(function (rx) {
          add(rx);
          after = Math.max(after, rx.id);
        });
        if (arrived > 0) {
          notice.hidden = false;
          notice.textContent = arrived + (arrived === 1 ? ' prescription has' : ' prescriptions have')
            + ' arrived since this page opened.';
          var empty = document.getElementById('empty');
          if (empty) {
            empty.hidden = true;
          }
        }
      })
      .catch(function () { /* the next poll tries again */ })
      .finally(function () {
        setTimeout(poll, 2000);
      });
  }

  setTimeout(poll, 2000);
}());
