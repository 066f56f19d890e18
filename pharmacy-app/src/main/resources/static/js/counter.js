// What every counter page's scripts share: how they ask the server, and what a page says when its
// session has ended. Loaded (deferred) by every page before its own script.
(function () {
  'use strict';

  window.etp = {
    // Marks a request as the page's own, not a person's: the server answers 401 rather than redirecting
    // to the login page, and does not count it as activity that keeps the session alive.
    fetchOptions: {
      headers: {'Accept': 'application/json', 'X-Requested-With': 'XMLHttpRequest'},
      credentials: 'same-origin',
      redirect: 'manual'
    },

    signedOut: function (response) {
      return response.status === 401 || response.type === 'opaqueredirect';
    },

    // Says in `notice` that the page stopped because the session ended, with a link to sign in again that
    // comes back to this page, and removes the patients the page showed and the signed-in user.
    saySignedOut: function (notice, what) {
      notice.className = 'notice bad';
      notice.textContent = 'You are signed out: your session ended, so ' + what + ' no longer updated. ';
      var link = document.createElement('a');
      link.id = 'sign-in-again';
      link.href = window.location.href;
      link.textContent = 'Sign in again';
      notice.appendChild(link);
      // What the page showed of patients, and who was signed in, goes with the session: a screen left at the
      // counter shows neither.
      document.querySelectorAll('[data-patient-data]').forEach(function (part) { part.remove(); });
      var who = document.getElementById('who');
      if (who) {
        who.textContent = 'Signed out';
      }
      document.body.dataset.polling = 'stopped';
    }
  };
}());

// A form that came back with errors: the summary takes the focus, so that it is read first and each of its
// links leads to the control at fault. A refused scan is selected instead, so that the next scan replaces it.
(function () {
  'use strict';
  var summary = document.getElementById('error-summary');
  var refusedScan = document.querySelector('input[type=search][aria-invalid=true]');
  if (summary) {
    summary.focus();
  } else if (refusedScan) {
    refusedScan.focus();
    refusedScan.select();
  }
}());

// A form that records a clinical action (a partial dispense, an owing's supply) is never sent by the Enter key:
// Enter in one of its fields does nothing, so that a pharmacist moving on from a quantity records nothing. Its
// button still sends it, to a confirmation page.
(function () {
  'use strict';
  document.querySelectorAll('form[data-enter="never"]').forEach(function (form) {
    form.addEventListener('keydown', function (event) {
      if (event.key === 'Enter' && event.target.tagName === 'INPUT') {
        event.preventDefault();
      }
    });
  });
}());
