import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ID_CARD_PROVINCE_CODES, checkIdCard, idCardCheckChar, isRealBirthDate } from '../id-card';

describe('ID card (000 §5)', () => {
  it('accepts an 18-digit ID with a correct GB 11643 check digit (000 §5)', () => {
    expect(checkIdCard('11010519491231002X')).toEqual({ ok: true });
    expect(checkIdCard('11010519491231002x')).toEqual({ ok: true });
    expect(checkIdCard('440524198001010013')).toEqual({ ok: true });
  });

  it('accepts a 15-digit ID (000 §5)', () => {
    expect(checkIdCard('110105491231002')).toEqual({ ok: true });
  });

  it('rejects other shapes with 请输入正确的身份证号码 (000 §5)', () => {
    for (const id of [
      '',
      '1234',
      '1101051949123100',
      '1101051949123100XX',
      '11010519491231002Y',
      'X10105194912310021',
    ]) {
      expect(checkIdCard(id)).toEqual({
        ok: false,
        code: 'id-card-invalid',
        message: '请输入正确的身份证号码',
      });
    }
  });

  it('rejects a 15-digit ID whose 19YYMMDD birth date does not exist (000 §5, GB 11643)', () => {
    for (const id of ['110105411041002', '110105940231002', '110105991301002']) {
      expect(checkIdCard(id)).toEqual({
        ok: false,
        code: 'id-card-birth-date',
        message: '身份证号码中的出生日期有误，请核对',
      });
    }
  });

  it('rejects an ID whose province code does not exist, 15 or 18 digits (000 §5, GB/T 2260)', () => {
    for (const prefix of ['01', '16', '20', '99', '71']) {
      const first17 = `${prefix}010519800101001`;
      for (const id of [`${prefix}0105800101001`, first17 + idCardCheckChar(first17)]) {
        expect(checkIdCard(id)).toEqual({
          ok: false,
          code: 'id-card-invalid',
          message: '请输入正确的身份证号码',
        });
      }
    }
  });

  it('accepts the residence permits of Hong Kong, Macao and Taiwan residents (81, 82, 83) (000 §5)', () => {
    for (const prefix of ['81', '82', '83']) {
      const first17 = `${prefix}000019900101001`;
      expect(checkIdCard(first17 + idCardCheckChar(first17))).toEqual({ ok: true });
    }
  });

  it('rejects a wrong check digit with its own message (000 §5)', () => {
    expect(checkIdCard('110105194912310021')).toEqual({
      ok: false,
      code: 'id-card-checksum',
      message: '身份证号码校验位有误，请核对',
    });
  });

  it('rejects an impossible birth date with a distinct message (000 §5)', () => {
    const first17 = '11010519490231002';
    const id = first17 + idCardCheckChar(first17);
    expect(checkIdCard(id)).toEqual({
      ok: false,
      code: 'id-card-birth-date',
      message: '身份证号码中的出生日期有误，请核对',
    });
  });

  it('knows leap days and month lengths (000 §5)', () => {
    expect(isRealBirthDate('20000229')).toBe(true);
    expect(isRealBirthDate('19000229')).toBe(false);
    expect(isRealBirthDate('19990431')).toBe(false);
    expect(isRealBirthDate('19991301')).toBe(false);
    expect(isRealBirthDate('18991231')).toBe(false);
    expect(isRealBirthDate('1999010')).toBe(false);
  });

  it('refuses to compute a check char from anything but 17 digits (000 §5)', () => {
    expect(() => idCardCheckChar('123')).toThrow(RangeError);
  });

  it('property: an 18-digit ID built with its check char from a real date passes; any other last char fails (000 §5)', () => {
    fc.assert(
      fc.property(
        fc
          .tuple(fc.constantFrom(...ID_CARD_PROVINCE_CODES), fc.stringMatching(/^\d{4}$/))
          .map(([province, rest]) => province + rest),
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2099-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.stringMatching(/^\d{3}$/),
        fc.constantFrom(...'0123456789X'),
        (area, date, seq, other) => {
          const birth = date.toISOString().slice(0, 10).replace(/-/g, '');
          const first17 = area + birth + seq;
          const check = idCardCheckChar(first17);
          expect(checkIdCard(first17 + check).ok).toBe(true);
          if (other !== check)
            expect(checkIdCard(first17 + other)).toMatchObject({ code: 'id-card-checksum' });
        },
      ),
    );
  });
});
