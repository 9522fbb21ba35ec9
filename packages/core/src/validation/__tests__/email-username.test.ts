import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkEmail } from '../email';
import { checkUsername, doubleWidthLength } from '../username';
import { INPUT_MAX_LENGTH, limitInput } from '../input-limits';

describe('email (000 §5)', () => {
  it('accepts local@domain with 2-3 character dot segments (000 §5)', () => {
    for (const e of ['a@b.cn', 'user.name+x@mail.com', 'x_y@qq.com.cn'])
      expect(checkEmail(e).ok).toBe(true);
  });

  it('rejects missing parts and long or 1-character segments (000 §5)', () => {
    for (const e of ['a@b', 'a@b.c', 'a@b.comm', '@b.cn', 'a b@c.cn', 'a@@b.cn']) {
      expect(checkEmail(e)).toEqual({
        ok: false,
        code: 'email-invalid',
        message: '请输入正确的邮箱地址',
      });
    }
  });
});

describe('username (000 §5)', () => {
  it('counts Chinese characters as 2 double-width units (000 §5)', () => {
    expect(doubleWidthLength('基金ab')).toBe(6);
    expect(doubleWidthLength('abc')).toBe(3);
  });

  it('accepts 4-20 units of Chinese, letters, digits, _ and - (000 §5)', () => {
    for (const u of ['基金', 'ab_-', '投资者_2026', 'a'.repeat(20), '基'.repeat(10)])
      expect(checkUsername(u).ok).toBe(true);
  });

  it('rejects 3 units and 21 units (000 §5)', () => {
    expect(checkUsername('abc')).toMatchObject({
      code: 'username-length',
      message: '用户名长度为4-20个字符（一个汉字占2个字符）',
    });
    expect(checkUsername('基'.repeat(10) + 'a')).toMatchObject({ code: 'username-length' });
  });

  it('rejects spaces, punctuation and emoji (000 §5)', () => {
    for (const u of ['ab cd', 'abc!', 'abc😀', 'ab.cd']) {
      expect(checkUsername(u)).toMatchObject({
        code: 'username-chars',
        message: '用户名只能包含中文、英文字母、数字、下划线和减号',
      });
    }
  });

  it('property: an ASCII alphanumeric username is valid exactly when it has 4-20 characters (000 §5)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{1,30}$/), (u) => {
        expect(checkUsername(u).ok).toBe(u.length >= 4 && u.length <= 20);
      }),
    );
  });
});

describe('input maxima (000 §5)', () => {
  it('caps captcha 8, card 20, real name 20, ID 20, mobile 11 (000 §5)', () => {
    expect(INPUT_MAX_LENGTH).toEqual({
      captcha: 8,
      bank_card_no: 20,
      real_name: 20,
      id_card: 20,
      mobile: 11,
    });
    expect(limitInput('captcha', '1234567890')).toBe('12345678');
    expect(limitInput('mobile', '130123456789')).toBe('13012345678');
    expect(limitInput('real_name', '张三')).toBe('张三');
    expect(limitInput('bank_card_no', '6'.repeat(25))).toHaveLength(20);
  });
});

describe('email properties (000 §5)', () => {
  it('property: a string without exactly one @ is never a valid email (000 §5)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (s) => {
        if ((s.match(/@/g) ?? []).length !== 1) expect(checkEmail(s).ok).toBe(false);
      }),
    );
  });

  it('property: local@label.cn style addresses with 2-3 letter suffixes are valid (000 §5)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9_]{1,12}$/),
        fc.stringMatching(/^[a-z0-9]{1,12}$/),
        fc.stringMatching(/^[a-z]{2,3}$/),
        (local, label, suffix) => {
          expect(checkEmail(`${local}@${label}.${suffix}`).ok).toBe(true);
        },
      ),
    );
  });
});
