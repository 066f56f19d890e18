// The patient token: the print button opens the browser's print dialogue (the page prints on A5, without
// the navigation). Without script, the browser's own Print does the same.
(function () {
  'use strict';
  var button = document.getElementById('print-token');
  if (button) {
    button.addEventListener('click', function () { window.print(); });
  }
}());
