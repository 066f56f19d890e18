// The history: while a prescription on this page is being sent, or awaits the pharmacy's receipt, its status is
// fetched every two seconds and updated in place (no reload, so a message at the top stays). When the session has
// ended it says so and stops. Without script the page is simply current when loaded.
(function () {
  'use strict';
  var table = document.getElementById('history');
  if (!table || !window.fetch) {
    return;
  }
  var INTERVAL = 2000;

  function pendingIds() {
    return Array.prototype.map.call(table.querySelectorAll('tr[data-pending=true]'), function (row) {
      return row.getAttribute('data-prescription-id');
    });
  }

  function update(id, answer) {
    var row = table.querySelector('tr[data-prescription-id="' + id + '"]');
    if (!row) { return; }
    var status = row.querySelector('span.status');
    status.textContent = answer.label;
    status.className = 'status status-' + answer.status.toLowerCase();
    status.setAttribute('data-status', answer.status);
    row.querySelector('.status-detail').textContent = answer.detail;
    row.querySelector('.round-trip').textContent = answer.roundTrip;
    row.querySelector('.timings').textContent = answer.timings;
    if (answer.receipt) {
      showReceipt(row.querySelector('.status-cell'), answer.receipt);
    }
    row.setAttribute('data-pending', String(answer.pending || answer.awaiting));
  }

  // The same structure as the page renders (history.html), built with text nodes only.
  function showReceipt(cell, receipt) {
    var old = cell.querySelector('.receipt');
    if (old) { cell.removeChild(old); }
    var box = document.createElement('div');
    box.className = 'receipt';
    box.setAttribute('data-receipt-status', receipt.status);
    box.appendChild(span('status status-final', receipt.label));
    box.appendChild(document.createTextNode(' '));
    box.appendChild(span('small receipt-headline', receipt.headline));
    var list = document.createElement('ul');
    list.className = 'small receipt-details';
    receipt.details.forEach(function (line) {
      var item = document.createElement('li');
      item.textContent = line;
      list.appendChild(item);
    });
    box.appendChild(list);
    box.appendChild(span('small receipt-verified', receipt.verified));
    cell.appendChild(box);
  }

  function span(className, text) {
    var element = document.createElement('span');
    element.className = className;
    element.textContent = text;
    return element;
  }

  function poll() {
    var ids = pendingIds();
    if (ids.length === 0) {
      var note = document.getElementById('pending-note');
      if (note) { note.classList.add('hidden'); }
      return;
    }
    var query = ids.map(function (id) { return 'id=' + encodeURIComponent(id); }).join('&');
    fetch(table.getAttribute('data-statuses') + '?' + query, { headers: { 'Accept': 'application/json', 'X-Requested-With': 'XMLHttpRequest' }, credentials: 'same-origin',
      redirect: 'manual' })
      .then(function (response) {
        if (response.type === 'opaqueredirect' || response.status === 401 || response.status === 403) {
          saySignedOut();
          return null;
        }
        if (!response.ok) { throw new Error('status ' + response.status); }
        return response.json();
      })
      .then(function (answers) {
        if (answers === null) { return; }
        Object.keys(answers).forEach(function (id) { update(id, answers[id]); });
        window.setTimeout(poll, INTERVAL);
      })
      .catch(function () { window.setTimeout(poll, INTERVAL * 5); });
  }

  // The session ended (signed out elsewhere, timed out, the server restarted): the statuses shown are those of
  // when it ended, so the page says so, offers to sign in again (back to this page) and stops asking.
  function saySignedOut() {
    var total = document.getElementById('history-total');
    var notice = document.createElement('span');
    notice.id = 'signed-out';
    notice.className = 'error-banner';
    var at = new Date().toLocaleTimeString('en-GB', {hour: '2-digit', minute: '2-digit'});
    notice.textContent = 'You are signed out (noticed at ' + at + '): your session ended, so these statuses are no'
      + ' longer updated. ';
    var link = document.createElement('a');
    link.id = 'sign-in-again';
    link.href = window.location.href;
    link.textContent = 'Sign in again';
    notice.appendChild(link);
    total.appendChild(notice);
    var note = document.getElementById('pending-note');
    if (note) { note.classList.add('hidden'); }
    document.body.setAttribute('data-polling', 'stopped');
  }
  window.setTimeout(poll, INTERVAL);
}());
