/** Files a user names: read only when regular and not too large, and failures worded in one line; uses java.* only. */
package jpd.files;
