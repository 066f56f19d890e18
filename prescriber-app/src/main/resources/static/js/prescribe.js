// The new-prescription page. Everything here is a convenience: the form works without script.
(function () {
  'use strict';
  var form = document.getElementById('prescription-form');
  if (!form) {
    return;
  }

  // The NHS number is shown 3 3 4 (943 476 5919) as on every page, once typed in full; the server reads it
  // with or without the spaces.
  var nhsNumber = document.getElementById('nhsNumber');
  if (nhsNumber) {
    nhsNumber.addEventListener('change', function () {
      var digits = nhsNumber.value.replace(/[\s-]/g, '');
      if (/^[0-9]{10}$/.test(digits)) {
        nhsNumber.value = digits.slice(0, 3) + ' ' + digits.slice(3, 6) + ' ' + digits.slice(6);
      }
    });
  }

  // Submitted once: a second click (or Enter) while the answer is on its way does nothing, and the buttons
  // are disabled. They are disabled only after this event, since a button disabled now would drop its own
  // name from the post (and "Remove" would become "Sign and send"). The server refuses a second post of
  // the same form anyway; this spares the prescriber the question.
  var submitting = false;
  function buttons(disabled) {
    form.querySelectorAll('button[type=submit]').forEach(function (button) { button.disabled = disabled; });
  }
  form.addEventListener('submit', function (event) {
    if (submitting) {
      event.preventDefault();
      return;
    }
    submitting = true;
    form.setAttribute('aria-busy', 'true');
    window.setTimeout(function () { buttons(true); }, 0);
  });
  // A page brought back by Back (from the browser's cache) works again; its token still stops a resend.
  window.addEventListener('pageshow', function (event) {
    if (event.persisted) {
      submitting = false;
      form.removeAttribute('aria-busy');
      buttons(false);
    }
  });
}());

// After a refused post the error summary takes focus, so that a screen reader reads what to fix first.
(function () {
  'use strict';
  var summary = document.getElementById('error-summary');
  if (summary) {
    summary.focus();
  }
}());
