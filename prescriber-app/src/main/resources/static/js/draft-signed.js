// The page after a prescription was signed: the browser's copy of the form's draft (prescribe.js) is done with.
(function () {
  'use strict';
  var script = document.getElementById('draft-signed');
  try {
    window.sessionStorage.removeItem(script.getAttribute('data-draft-key'));
  } catch (e) {
    // no storage: nothing was kept
  }
}());
