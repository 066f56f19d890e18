// The new-prescription page. Everything here is a convenience: the form works without script.
(function () {
  'use strict';
  var form = document.getElementById('prescription-form');
  if (!form) {
    return;
  }

  // The dosage's length against the model's limit, as typed or pasted: a text over the limit is refused by the
  // server with the text kept, never cut here.
  function count(dosage) {
    var counter = document.getElementById(dosage.id + '-count');
    if (counter) {
      counter.textContent = dosage.value.length + ' of ' + dosage.getAttribute('data-max') + ' characters';
      counter.classList.toggle('over', dosage.value.length > Number(dosage.getAttribute('data-max')));
    }
  }
  form.querySelectorAll('.dosage').forEach(function (dosage) {
    dosage.addEventListener('input', function () { count(dosage); });
    count(dosage);
  });

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

  // The draft is kept in this tab's sessionStorage (per account) as it is typed, so that a reload, or a sign-in
  // after the session ended, brings it back; the page after signing removes it (draft-signed.js). The one-time
  // token, the CSRF token, a password and the confirmations are never kept.
  var key = form.getAttribute('data-draft-key');
  var SKIPPED = /^(formToken|_csrf|password|signAnyway|replace)$|confirmedQuantity$/;
  function kept() {
    return Array.prototype.filter.call(form.elements, function (field) {
      return field.name && !SKIPPED.test(field.name) && field.type !== 'submit' && field.type !== 'hidden'
        && field.type !== 'checkbox' && (field.type !== 'radio' || field.checked);
    });
  }
  function save() {
    var draft = {};
    kept().forEach(function (field) { draft[field.name] = field.value; });
    try { window.sessionStorage.setItem(key, JSON.stringify(draft)); } catch (e) { /* no storage: nothing kept */ }
  }
  function restore(draft) {
    var rows = Object.keys(draft).filter(function (name) { return /^items\[\d+\]\.dmdCode$/.test(name); }).length;
    if (rows > form.querySelectorAll('.product').length && !/[?&]rows=/.test(window.location.search)) {
      window.location.replace(window.location.pathname + '?rows=' + rows);
      return;
    }
    // Medicines first, then every other field as it was typed.
    var names = Object.keys(draft).sort(function (a, b) { return /dmdCode$/.test(b) - /dmdCode$/.test(a); });
    names.forEach(function (name) {
      var field = form.elements[name];
      if (!field) { return; }
      if (field instanceof RadioNodeList || field.classList.contains('medicine')) {
        // A medicine comes back as its name, quietly: typing would search and clear the row; the server resolves
        // the exact name when the form is signed.
        field.value = draft[name];
      } else {
        field.value = draft[name];
        field.dispatchEvent(new Event(field.tagName === 'SELECT' ? 'change' : 'input'));
      }
    });
    names.filter(function (name) { return !/dmdCode$/.test(name); }).forEach(function (name) {
      var field = form.elements[name];
      if (field && !(field instanceof RadioNodeList)) { field.value = draft[name]; }
    });
    form.querySelectorAll('.dosage').forEach(count);
    var notice = document.getElementById('draft-restored');
    notice.classList.remove('hidden');
    notice.focus();
  }
  if (key) {
    var stored = null;
    try { stored = JSON.parse(window.sessionStorage.getItem(key)); } catch (e) { stored = null; }
    var discard = document.getElementById('discard-draft');
    if (discard) {
      discard.addEventListener('click', function () { window.sessionStorage.removeItem(key); });
    }
    if (form.getAttribute('data-blank') === 'true' && stored && Object.keys(stored).some(function (name) {
      return stored[name] && !/^(type|format|algorithm)$/.test(name);
    })) {
      restore(stored);
    } else {
      save();
    }
    form.addEventListener('input', save);
    form.addEventListener('change', save);
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
