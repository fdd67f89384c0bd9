module.exports = require('../../jest.package.cjs')();
