// Asks every two seconds how many prescriptions arrived after the newest one drawn, and says so with a link
// that shows them. Rows are never inserted under the pharmacist's pointer, and page 1 stays one page long.
// When the session has ended the page says so and stops asking.
(function () {
  'use strict';
  var table = document.getElementById('queue');
  var notice = document.getElementById('arrivals');
  if (!table || !notice || table.dataset.live !== 'true') {
    return;
  }
  var after = Number(table.dataset.after);
  var arrived = 0;

  function announce() {
    notice.textContent = (arrived === 1 ? '1 new prescription has' : arrived + ' new prescriptions have')
      + ' arrived. ';
    var link = document.createElement('a');
    link.id = 'show-arrivals';
    link.href = window.location.href;
    link.textContent = arrived === 1 ? 'Show it' : 'Show them';
    notice.appendChild(link);
  }

  function poll() {
    fetch('queue/arrivals?after=' + after, window.etp.fetchOptions)
      .then(function (response) {
        if (window.etp.signedOut(response)) {
          window.etp.saySignedOut(notice, 'this queue is');
          return;
        }
        if (response.ok) {
          return response.json().then(function (news) {
            if (news.count > 0) {
              arrived += news.count;
              after = news.latestId;
              announce();
            }
          });
        }
      })
      .catch(function () { /* the next poll tries again */ })
      .finally(function () {
        if (document.body.dataset.polling !== 'stopped') {
          setTimeout(poll, 2000);
        }
      });
  }

  document.body.dataset.polling = 'on';
  setTimeout(poll, 2000);
}());
